import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';

describe('status endpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const errorPage = (query: Record<string, string>) => request(t.http).get('/api/auth/error').query(query).expect(200);

  it('answers GET /ok with {ok:true}', async () => {
    const response = await request(t.http).get('/api/auth/ok').expect(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('shows the error code on an HTML error page', async () => {
    const response = await errorPage({ error: 'INVALID_TOKEN' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<title>Error</title>');
    expect(response.text).toContain('INVALID_TOKEN');
  });

  it('shows UNKNOWN without an error code', async () => {
    const response = await errorPage({});
    expect(response.text).toContain('UNKNOWN');
  });

  it('shows UNKNOWN for a code that is not a plain word and never echoes the markup', async () => {
    const response = await errorPage({ error: '<script>alert(1)</script>' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('UNKNOWN');
    expect(response.text).not.toContain('<script>');
    expect(response.text).not.toContain('alert(1)');
  });

  it('escapes the error description', async () => {
    const response = await errorPage({
      error: 'access_denied',
      error_description: '<img src=x onerror="alert(1)"> & more',
    });
    expect(response.text).toContain('access_denied');
    expect(response.text).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more');
    expect(response.text).not.toContain('<img');
  });

  it('forbids scripts on the error page through its Content-Security-Policy', async () => {
    const response = await errorPage({ error: 'INVALID_TOKEN' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
