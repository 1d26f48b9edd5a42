import request from 'supertest';
import { JwksService } from '../../src/manage/jwt/jwks.service';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { TestApp, createTestApp } from '../support/create-test-app';
import { ExampleProcess, startExample } from '../support/example-process';
import { SignedUpUser, signUp } from '../support/factories';

const COOLDOWN_MS = 500;

describe('examples/express-intranet: JWTs verified against the key set, cookie fallback', () => {
  let t: TestApp;
  let intranet: ExampleProcess;
  let user: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true });
    intranet = await startExample('express-intranet/server.mjs', {
      AUTH_URL: t.baseUrl,
      JWKS_COOLDOWN_MS: String(COOLDOWN_MS),
    });
    user = await signUp(t.http);
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await intranet?.stop();
    await t?.close();
  });

  const jwtOf = async (cookie: string): Promise<string> =>
    (await request(t.http).get('/api/auth/token').set('Cookie', cookie).expect(200)).body.token;

  it('refuses a caller without credentials with 401', async () => {
    await request(intranet.url).get('/api/me').expect(401);
  });

  it('knows the caller and their roles from the JWT alone', async () => {
    const response = await request(intranet.url)
      .get('/api/me')
      .set('Authorization', `Bearer ${await jwtOf(user.cookie)}`)
      .expect(200);

    expect(response.body).toEqual({ id: user.userId, email: user.email, roles: ['user'], via: 'jwt' });
  });

  it('lets the admin role in to the admin route and keeps a user out with 403', async () => {
    await request(intranet.url)
      .get('/api/admin/report')
      .set('Authorization', `Bearer ${await jwtOf(user.cookie)}`)
      .expect(403);
    const response = await request(intranet.url)
      .get('/api/admin/report')
      .set('Authorization', `Bearer ${await jwtOf(admin.cookie)}`)
      .expect(200);

    expect(response.body).toEqual({ report: 'quarterly figures', for: admin.email });
  });

  it('refuses a JWT whose payload was altered with 401', async () => {
    const [header, payload, signature] = (await jwtOf(user.cookie)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');

    await request(intranet.url)
      .get('/api/admin/report')
      .set('Authorization', `Bearer ${header}.${forged}.${signature}`)
      .expect(401);
  });

  it('verifies tokens of a key made after it first read the key set (rotation), once its cooldown has passed', async () => {
    await request(intranet.url)
      .get('/api/me')
      .set('Authorization', `Bearer ${await jwtOf(user.cookie)}`)
      .expect(200);
    await t.app.get(JwksService).rotate('command line');
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 100));

    const response = await request(intranet.url)
      .get('/api/me')
      .set('Authorization', `Bearer ${await jwtOf(user.cookie)}`)
      .expect(200);

    expect(response.body.id).toBe(user.userId);
  });

  it('falls back to the session cookie, asking get-session', async () => {
    const response = await request(intranet.url).get('/api/me').set('Cookie', user.cookie).expect(200);

    expect(response.body).toEqual({ id: user.userId, email: user.email, roles: ['user'], via: 'session' });
  });

  it('refuses the cookie of a session that was signed out with 401', async () => {
    const other = await signUp(t.http);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', other.cookie).expect(200);

    await request(intranet.url).get('/api/me').set('Cookie', other.cookie).expect(401);
  });
});
