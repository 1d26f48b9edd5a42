import fc from 'fast-check';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { BROKEN_SURROGATES, INVISIBLES } from '../../support/odd-text';
import { ORG, createOrganization } from '../../support/organizations';

const INVALID_EMAIL = { code: 'INVALID_EMAIL', message: 'Invalid email' };
const invalidBody = (field: string, message: string) => ({
  code: 'VALIDATION_ERROR',
  message: 'Invalid body parameters',
  errors: [{ field, message }],
});

/** A JSON body sent as written: supertest would keep lone surrogates, but this says so. */
function post(t: TestApp, path: string, body: unknown): request.Test {
  return request(t.http).post(`/api/auth/${path}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
}

/** An address with one hidden character or broken surrogate put somewhere into it. */
const hiddenInAddress = fc
  .tuple(
    fc.constantFrom(...INVISIBLES, ...BROKEN_SURROGATES),
    fc.nat(),
    fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
  )
  .map(([odd, at, local]) => {
    const address = `${local}@example.com`;
    const cut = at % (address.length + 1);
    return address.slice(0, cut) + odd + address.slice(cut);
  });

describe('text that hides characters or is not Unicode', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    user = await signUp(t.http);
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  describe('e-mail addresses', () => {
    it('refuses an address that looks like an existing one but holds a zero-width space with 400 INVALID_EMAIL', async () => {
      const [local, domain] = user.email.split('@');
      const response = await post(t, 'sign-up/email', {
        name: 'Twin',
        email: `${local}\u200b@${domain}`,
        password: PASSWORD,
      }).expect(400);
      expect(response.body).toEqual(INVALID_EMAIL);
    });

    it('refuses a lone surrogate with 400 INVALID_EMAIL on sign-up, sign-in, admin create-user and invite-member', async () => {
      const email = 'a\ud800b@example.com';
      const org = await createOrganization(t.http, user.cookie);
      const answers = [
        await post(t, 'sign-up/email', { name: 'A', email, password: PASSWORD }),
        await post(t, 'sign-in/email', { email, password: PASSWORD }),
        await post(t, 'admin/create-user', { name: 'A', email, password: PASSWORD }).set(
          'x-service-key',
          TEST_SERVICE_KEY,
        ),
        await post(t, 'organization/invite-member', { email, role: 'member', organizationId: org.id }).set(
          'Cookie',
          user.cookie,
        ),
      ];
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual(answers.map(() => [400, INVALID_EMAIL]));
    });

    it('refuses a lone surrogate with 400 VALIDATION_ERROR where the schema checks the address: reset, verification, change-email', async () => {
      const email = 'a\udc00@example.com';
      const answers = [
        await post(t, 'request-password-reset', { email }),
        await post(t, 'send-verification-email', { email }),
        await post(t, 'change-email', { newEmail: email }).set('Cookie', user.cookie),
      ];
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
        [400, invalidBody('email', 'email must be an email')],
        [400, invalidBody('email', 'email must be an email')],
        [400, invalidBody('newEmail', 'newEmail must be an email')],
      ]);
    });

    it('refuses every address holding an invisible, bidirectional or control character or a broken surrogate, wherever it sits', async () => {
      await fc.assert(
        fc.asyncProperty(hiddenInAddress, async (email) => {
          const signUpAnswer = await post(t, 'sign-up/email', { name: 'Hidden', email, password: PASSWORD });
          const createAnswer = await post(t, 'admin/create-user', { name: 'Hidden', email, password: PASSWORD }).set(
            'Cookie',
            admin.cookie,
          );
          const resetAnswer = await post(t, 'request-password-reset', { email });
          expect([signUpAnswer.status, signUpAnswer.body]).toEqual([400, INVALID_EMAIL]);
          expect([createAnswer.status, createAnswer.body]).toEqual([400, INVALID_EMAIL]);
          expect([resetAnswer.status, resetAnswer.body]).toEqual([400, invalidBody('email', 'email must be an email')]);
        }),
        { numRuns: 60 },
      );
    });

    it('accepts an address in fullwidth letters, which shows as what it is', async () => {
      const email = `ｄｏｒａ-${uniqueEmail()}`;
      const response = await post(t, 'sign-up/email', { name: 'Dora', email, password: PASSWORD }).expect(200);
      expect(response.body.user.email).toBe(email);
    });
  });

  describe('other text', () => {
    it('stores a name holding lone or reversed surrogates with U+FFFD in their place, on every database alike', async () => {
      const response = await post(t, 'sign-up/email', {
        name: 'Ada\ud800 \udc00\ud800King',
        email: uniqueEmail(),
        password: PASSWORD,
      }).expect(200);
      expect(response.body.user.name).toBe('Ada\ufffd \ufffd\ufffdKing');
      const cookie = (response.headers['set-cookie'] as unknown as string[])
        .map((line) => line.split(';')[0])
        .join('; ');
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
      expect(session.body.user.name).toBe('Ada\ufffd \ufffd\ufffdKing');
    });
  });

  describe('null in a field', () => {
    it('clears the image with update-user image: null', async () => {
      const someone = await signUp(t.http);
      await post(t, 'update-user', { image: 'https://example.com/a.png' }).set('Cookie', someone.cookie).expect(200);
      await post(t, 'update-user', { image: null }).set('Cookie', someone.cookie).expect(200, { status: true });
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', someone.cookie).expect(200);
      expect(session.body.user.image).toBeNull();
    });

    it('refuses update-user name: null with 400 VALIDATION_ERROR and keeps the name', async () => {
      const response = await post(t, 'update-user', { name: null }).set('Cookie', user.cookie).expect(400);
      expect(response.body).toEqual(invalidBody('name', 'name must be a string'));
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
      expect(session.body.user.name).toBe('Test User');
    });

    it('refuses organization/update with a null name or slug with 400 VALIDATION_ERROR', async () => {
      const org = await createOrganization(t.http, user.cookie);
      for (const field of ['name', 'slug']) {
        const response = await request(t.http)
          .post(`${ORG}/update`)
          .set('Cookie', user.cookie)
          .send({ organizationId: org.id, data: { [field]: null } })
          .expect(400);
        expect(response.body).toEqual(invalidBody(`data.${field}`, `${field} must be a string`));
      }
    });
  });
});
