import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { PASSWORD, SignedUpUser, cookiesFrom, signIn, uniqueEmail } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';
import { SocialTestSetup, signInThroughProvider, startSocialTestApp } from '../../support/social';
import { LogCapture } from '../../support/log-capture';

const NEW_PASSWORD = 'a brand new password';

/**
 * At the most talkative level the service logs, every flow that issues a one-time token, a session,
 * a key or a state runs once, and none of them, no password and no e-mail body is in the logs.
 */
describe('no secret in the logs, at trace', () => {
  const logs = new LogCapture();
  const secrets = new Map<string, string>();
  let setup: SocialTestSetup;
  let admin: SignedUpUser;

  const keep = (what: string, value: string | null | undefined) => {
    if (!value) throw new Error(`The flow gave no ${what}`);
    secrets.set(what, value);
  };
  const sessionTokenIn = (cookie: string) => decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]);
  const linkTo = async (email: string, fragment: string) =>
    new URL(SmtpSink.linkIn(await setup.t.mail.waitFor(email, (mail) => mail.text.includes(fragment)), fragment));
  const http = () => request(setup.t.http);

  beforeAll(async () => {
    setup = await startSocialTestApp({
      logs,
      config: {
        ...ADMIN_TEST_CONFIG,
        logLevel: 'trace',
        emailVerification: { sendOnSignUp: true },
        user: { deleteUser: { enabled: true, sendVerification: true } },
      },
    });
    admin = await createUserWithRole(setup.t.http, 'admin');
    keep('service key', TEST_SERVICE_KEY);
    keep('admin session', sessionTokenIn(admin.cookie));
  });

  afterAll(() => setup.close());

  it('runs sign-up, e-mail verification, password reset, e-mail change and account deletion', async () => {
    const email = uniqueEmail('logged');
    const signUp = await http()
      .post('/api/auth/sign-up/email')
      .send({ name: 'Logged', email, password: PASSWORD })
      .expect(200);
    keep('password', PASSWORD);
    keep('sign-up session', signUp.body.token);
    const verify = await linkTo(email, '/verify-email');
    keep('verification token', verify.searchParams.get('token'));
    await http().get(`${verify.pathname}${verify.search}`).expect(302);

    await http().post('/api/auth/request-password-reset').send({ email, redirectTo: '/reset' }).expect(200);
    const reset = await linkTo(email, '/reset-password/');
    keep('reset token', reset.pathname.split('/').pop());
    await http().get(`${reset.pathname}${reset.search}`).expect(302);
    await http()
      .post('/api/auth/reset-password')
      .send({ token: secrets.get('reset token'), newPassword: NEW_PASSWORD })
      .expect(200);
    keep('new password', NEW_PASSWORD);

    const cookie = await signIn(setup.t.http, email, NEW_PASSWORD);
    keep('signed-in session', sessionTokenIn(cookie));
    const newEmail = uniqueEmail('moved');
    await http().post('/api/auth/change-email').set('Cookie', cookie).send({ newEmail }).expect(200);
    const change = await linkTo(newEmail, '/verify-email');
    keep('change-email token', change.searchParams.get('token'));
    await http().get(`${change.pathname}${change.search}`).set('Cookie', cookie);

    const moved = await signIn(setup.t.http, newEmail, NEW_PASSWORD);
    await http().post('/api/auth/delete-user').set('Cookie', moved).send({}).expect(200);
    const deletion = await linkTo(newEmail, '/delete-user/callback');
    keep('deletion token', deletion.searchParams.get('token'));
    await http().get(`${deletion.pathname}${deletion.search}`).set('Cookie', moved).expect(302);
  });

  it('runs an invitation, an impersonation and an API key', async () => {
    const created = await http()
      .post('/api/auth/organization/create')
      .set('Cookie', admin.cookie)
      .send({ name: 'Logged', slug: uniqueEmail('org').split('@')[0] })
      .expect(200);
    const inviteeEmail = uniqueEmail('invitee');
    await http()
      .post('/api/auth/organization/invite-member')
      .set('Cookie', admin.cookie)
      .send({ email: inviteeEmail, role: 'member', organizationId: created.body.id })
      .expect(200);
    const invitation = await linkTo(inviteeEmail, '/accept-invitation/');
    keep('invitation id', decodeURIComponent(invitation.pathname.split('/').pop()!));
    const invitee = await http()
      .post('/api/auth/sign-up/email')
      .send({ name: 'Invitee', email: inviteeEmail, password: PASSWORD })
      .expect(200);
    await http()
      .post('/api/auth/organization/accept-invitation')
      .set('Cookie', cookiesFrom(invitee))
      .send({ invitationId: secrets.get('invitation id') })
      .expect(200);

    const impersonated = await http()
      .post('/api/auth/admin/impersonate-user')
      .set('Cookie', admin.cookie)
      .send({ userId: invitee.body.user.id })
      .expect(200);
    keep('impersonation session', impersonated.body.session.token);

    const key = await http()
      .post('/api/auth/api-key/create')
      .set('Cookie', cookiesFrom(invitee))
      .send({ name: 'logged' })
      .expect(200);
    keep('API key', key.body.key);
    await http().get('/api/auth/get-session').set('x-api-key', key.body.key).expect(200);
    await http()
      .post('/api/auth/api-key/verify')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ key: key.body.key })
      .expect(200);
  });

  it('runs a sign-in through an identity provider', async () => {
    const email = uniqueEmail('social');
    await setup.idp.addAccount({ sub: 'logged-sub', email, email_verified: true, name: 'Social' });

    const { authorizationUrl, callback } = await signInThroughProvider(setup, email, { callbackURL: '/after' });

    expect(callback.status).toBe(302);
    keep('OAuth state', authorizationUrl.searchParams.get('state'));
    keep('OAuth nonce', authorizationUrl.searchParams.get('nonce'));
  });

  it('logged each of those requests, and none of their secrets, passwords or e-mail bodies', async () => {
    // Lines are written as each answer finishes; the last may still be on its way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logs.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { route?: string; msg: string });
    const routes = new Set(lines.map((line) => line.route));
    for (const route of [
      '/api/auth/reset-password/:token',
      '/api/auth/verify-email',
      '/api/auth/delete-user/callback',
      '/api/auth/callback/:providerId',
    ]) {
      expect(routes).toContain(route);
    }

    expect(secrets.size).toBe(15);
    for (const [what, secret] of secrets)
      expect({ what, logged: logs.text.includes(secret) }).toEqual({ what, logged: false });
    for (const mail of setup.t.mail.messages)
      expect(logs.text).not.toContain(mail.text.split('\n').find((line) => line.length > 40));
  });
});
