import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';

const POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

describe('security headers', () => {
  describe('on an http base URL', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
    });

    afterAll(async () => {
      await t.close();
    });

    it.each(['/api/auth/ok', '/api/auth/get-session', '/api/reference', '/api/reference/openapi.json', '/health/live'])(
      'sends the content security policy, no-sniff and frame denial on %s',
      async (path) => {
        const response = await request(t.http).get(path).expect(200);
        expect(response.headers['content-security-policy']).toBe(POLICY);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['referrer-policy']).toBe('same-origin');
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      },
    );

    it('sends the same headers on an error answer', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: 'nobody@example.com', password: 'wrong password' })
        .expect(401);
      expect(response.headers['content-security-policy']).toBe(POLICY);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('sends no X-Powered-By header', async () => {
      const response = await request(t.http).get('/api/auth/ok').expect(200);
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('sends no Strict-Transport-Security header and no upgrade of insecure requests over http', async () => {
      const response = await request(t.http).get('/api/auth/ok').expect(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('keeps the stricter policy of the HTML error page, which runs no script at all', async () => {
      const response = await request(t.http).get('/api/auth/error?error=INVALID_TOKEN').expect(200);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('on an https base URL', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ config: { baseUrl: 'https://auth.example.com' } });
    });

    afterAll(async () => {
      await t.close();
    });

    it('sends Strict-Transport-Security for a year, subdomains included', async () => {
      const response = await request(t.http).get('/api/auth/ok').expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('asks the browser to upgrade insecure subresource requests', async () => {
      const response = await request(t.http).get('/api/auth/ok').expect(200);
      expect(response.headers['content-security-policy']).toBe(`${POLICY};upgrade-insecure-requests`);
    });
  });
});
