import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, uniqueEmail } from '../../support/factories';
import { createOrganization, invite } from '../../support/organizations';

const SIGN_UP = '/api/auth/sign-up/email';
const CLOSED = { ...ADMIN_TEST_CONFIG, signUp: { policy: 'closed' } };

const signUpAs = (t: TestApp, email: string) =>
  request(t.http).post(SIGN_UP).send({ name: 'Ada', email, password: PASSWORD });

async function userCount(t: TestApp, email: string): Promise<number> {
  const [rows] = await t.app.get(Sequelize).query('SELECT id FROM "user" WHERE email = :email', {
    replacements: { email: email.toLowerCase() },
  });
  return rows.length;
}

describe('SIGN_UP=closed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: CLOSED });
  });

  afterAll(async () => {
    await t.close();
  });

  it("refuses sign-up/email as Better Auth 1.7's disableSignUp does: 400 EMAIL_PASSWORD_SIGN_UP_DISABLED, no user", async () => {
    const email = uniqueEmail('closed');
    const response = await signUpAs(t, email).expect(400);

    expect(response.body).toEqual({
      code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
      message: 'Email and password sign up is not enabled',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await userCount(t, email)).toBe(0);
  });

  it('answers the closed sign-up before judging the address, as Better Auth does', async () => {
    const response = await signUpAs(t, 'not-an-address').expect(400);
    expect(response.body.code).toBe('EMAIL_PASSWORD_SIGN_UP_DISABLED');
  });

  it('still lets administrators create users, who then sign in', async () => {
    const admin = await createUserWithRole(t.http);
    const email = uniqueEmail('made-by-admin');
    await request(t.http)
      .post('/api/auth/admin/create-user')
      .set('Cookie', admin.cookie)
      .send({ email, password: PASSWORD, name: 'Made' })
      .expect(200);

    expect(await signIn(t.http, email)).toMatch(/session_token=/);
  });

  it('lets an address with a pending organization invitation sign up, and only that address', async () => {
    const owner = await createUserWithRole(t.http);
    const organization = await createOrganization(t.http, owner.cookie);
    const invited = uniqueEmail('Invited');
    await invite(t.http, owner.cookie, { organizationId: organization.id, email: invited, role: 'member' });

    await signUpAs(t, invited.toUpperCase()).expect(200);
    await signUpAs(t, uniqueEmail('not-invited')).expect(400);
  });

  it('tells the sign-in page through GET /social-providers', async () => {
    const response = await request(t.http).get('/api/auth/social-providers').expect(200);
    expect(response.body.signUp).toEqual({ policy: 'closed', domains: [] });
  });
});

describe('SIGN_UP=closed on the 1.4 line', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LINE_14_CONFIG, signUp: { policy: 'closed' } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers with the code 1.4 derives from the message', async () => {
    const response = await signUpAs(t, uniqueEmail('closed-14')).expect(400);
    expect(response.body).toEqual({
      code: 'EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED',
      message: 'Email and password sign up is not enabled',
    });
  });
});

describe('SIGN_UP=domains', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: { ...ADMIN_TEST_CONFIG, signUp: { policy: 'domains', domains: ['corp.example', 'Lab.Example.'] } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const at = (domain: string) => `${uniqueEmail('d').split('@')[0]}@${domain}`;

  it('lets an address at a listed domain sign up, whatever the letter case', async () => {
    await signUpAs(t, at('corp.example')).expect(200);
    await signUpAs(t, at('CORP.Example')).expect(200);
    await signUpAs(t, at('lab.example')).expect(200);
  });

  it('refuses other domains with 400 EMAIL_DOMAIN_NOT_ALLOWED naming the listed ones, and creates nobody', async () => {
    const email = at('other.example');
    const response = await signUpAs(t, email).expect(400);

    expect(response.body).toEqual({
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
      message: 'Sign-up is open only to e-mail addresses at corp.example, lab.example',
    });
    expect(await userCount(t, email)).toBe(0);
  });

  it('does not take a subdomain, a look-alike suffix or a domain inside the local part for a listed domain', async () => {
    for (const email of [at('eu.corp.example'), at('evilcorp.example'), at('corp.example.evil.example')]) {
      expect((await signUpAs(t, email).expect(400)).body.code).toBe('EMAIL_DOMAIN_NOT_ALLOWED');
    }
    const quoted = await signUpAs(t, '"x@corp.example"@other.example').expect(400);
    expect(['INVALID_EMAIL', 'EMAIL_DOMAIN_NOT_ALLOWED']).toContain(quoted.body.code);
  });

  it('refuses an address with a trailing dot as an invalid e-mail, whatever its domain', async () => {
    const response = await signUpAs(t, 'User@CORP.example.').expect(400);
    expect(response.body.code).toBe('INVALID_EMAIL');
  });

  it('still answers INVALID_EMAIL before the domain rule for a malformed address', async () => {
    expect((await signUpAs(t, 'nobody').expect(400)).body.code).toBe('INVALID_EMAIL');
  });

  it('shows the policy and its domains through GET /social-providers', async () => {
    const response = await request(t.http).get('/api/auth/social-providers').expect(200);
    expect(response.body.signUp).toEqual({ policy: 'domains', domains: ['corp.example', 'lab.example'] });
  });
});
