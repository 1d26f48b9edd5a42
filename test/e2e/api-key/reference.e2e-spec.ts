import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';

interface Operation {
  responses: Record<string, { description?: string }>;
}

describe('the API reference for API keys', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await request(t.http).get('/api/reference/openapi.json').expect(200)).body.paths;
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['post', '/api/auth/api-key/create'],
    ['get', '/api/auth/api-key/get'],
    ['post', '/api/auth/api-key/update'],
    ['post', '/api/auth/api-key/delete'],
    ['get', '/api/auth/api-key/list'],
    ['post', '/api/auth/api-key/verify'],
    ['post', '/api/auth/api-key/delete-all-expired-api-keys'],
  ])('documents %s %s with a 200 answer', (method, path) => {
    expect(paths[path]?.[method]?.responses['200']).toBeDefined();
  });

  it('lists the catalogue errors create can answer, by status', () => {
    const responses = paths['/api/auth/api-key/create'].post.responses;

    expect(responses['400'].description).toContain('`SERVER_ONLY_PROPERTY`');
    expect(responses['400'].description).toContain('`INVALID_PREFIX_FORMAT`');
    expect(responses['401'].description).toContain('`UNAUTHORIZED_SESSION`');
  });
});
