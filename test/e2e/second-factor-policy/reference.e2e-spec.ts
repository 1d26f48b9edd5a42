import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';

type Responses = Record<string, { description: string; content?: { 'application/json': { schema: any } } }>;
type Paths = Record<string, Record<string, { responses: Responses }>>;

async function pathsOf(t: TestApp): Promise<Paths> {
  const document = (await request(t.http).get('/api/reference/openapi.json').expect(200)).body;
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  return document.paths;
}

const codesOf = (responses: Responses, status: string): string[] =>
  responses[status]?.content?.['application/json'].schema.properties.code.enum ?? [];

describe('the OpenAPI document with REQUIRE_SECOND_FACTOR on', () => {
  let t: TestApp;
  let paths: Paths;

  beforeAll(async () => {
    t = await createTestApp({ config: { requireSecondFactor: 'admins' } });
    paths = await pathsOf(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('documents 403 SECOND_FACTOR_REQUIRED on the calls it refuses', () => {
    const answer = paths['/api/auth/list-sessions'].get.responses['403'];

    expect(codesOf(paths['/api/auth/list-sessions'].get.responses, '403')).toEqual(['SECOND_FACTOR_REQUIRED']);
    expect(answer.description).toBe(
      '`SECOND_FACTOR_REQUIRED`: A second factor is required. Set one up and verify it to continue.',
    );
  });

  it('keeps a call’s own 403 answers beside it', () => {
    const codes = codesOf(paths['/api/auth/admin/list-users'].get.responses, '403');

    expect(codes).toContain('YOU_ARE_NOT_ALLOWED_TO_LIST_USERS');
    expect(codes).toContain('SECOND_FACTOR_REQUIRED');
  });

  it('documents it on the enrolment calls, which refuse once a factor is held', () => {
    expect(codesOf(paths['/api/auth/two-factor/enable'].post.responses, '403')).toContain('SECOND_FACTOR_REQUIRED');
  });

  it('leaves it off the calls that read the session or pass a factor', () => {
    expect(codesOf(paths['/api/auth/get-session'].get.responses, '403')).not.toContain('SECOND_FACTOR_REQUIRED');
    expect(codesOf(paths['/api/auth/two-factor/verify-totp'].post.responses, '403')).not.toContain(
      'SECOND_FACTOR_REQUIRED',
    );
  });
});

describe('the OpenAPI document with REQUIRE_SECOND_FACTOR=none', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('documents no SECOND_FACTOR_REQUIRED answer', async () => {
    const paths = await pathsOf(t);

    expect(codesOf(paths['/api/auth/list-sessions'].get.responses, '403')).toEqual([]);
  });
});
