import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { DnsTxtServer, startDnsTxtServer } from '../../support/dns-txt-server';
import { SSO, registerSamlProvider } from '../../support/sso-providers';

const WEEK_SECONDS = 7 * 24 * 3600;

describe('SSO domain verification', () => {
  let t: TestApp;
  let dns: DnsTxtServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let sequence = 0;

  const registered = async (domain = `d${(sequence += 1)}.acme.example`) => {
    const providerId = `verify-${(sequence += 1)}`;
    const response = await registerSamlProvider(t.http, owner.cookie, { providerId, domain }).expect(200);
    return { providerId, domain, token: response.body.domainVerificationToken as string };
  };
  const post = (path: string, cookie: string, providerId: string) =>
    request(t.http).post(`${SSO}/${path}`).set('Cookie', cookie).send({ providerId });
  const verify = (cookie: string, providerId: string) => post('verify-domain', cookie, providerId);
  const providerOf = async (providerId: string) =>
    (await request(t.http).get(`${SSO}/get-provider`).query({ providerId }).set('Cookie', owner.cookie).expect(200))
      .body;

  beforeAll(async () => {
    dns = await startDnsTxtServer();
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, sso: { dnsServers: [dns.address] } } });
    owner = await signUp(t.http);
    stranger = await signUp(t.http);
  });

  afterAll(async () => {
    await t?.close();
    await dns?.stop();
  });

  it('answers the active token from request-domain-verification with 201', async () => {
    const { providerId, token } = await registered();
    const response = await post('request-domain-verification', owner.cookie, providerId).expect(201);
    expect(response.body).toEqual({ domainVerificationToken: token });
  });

  it('verifies the domain once the TXT record holds the token, answering 204, then 409 DOMAIN_VERIFIED', async () => {
    const { providerId, domain, token } = await registered();
    dns.setTxt(`_better-auth-token-${providerId}.${domain}`, [token]);

    await verify(owner.cookie, providerId).expect(204);
    expect(await providerOf(providerId)).toMatchObject({ domainVerified: true });
    const again = await verify(owner.cookie, providerId).expect(409);
    expect(again.body).toEqual({ code: 'DOMAIN_VERIFIED', message: 'Domain has already been verified' });
    await post('request-domain-verification', owner.cookie, providerId).expect(409);
    const admin = await createUserWithRole(t.http, 'admin');
    const events = await auditEvents(t.http, admin.cookie, { action: 'sso.verify-domain', targetId: providerId });
    expect(sorted(events.map((event) => [event.actorId, event.result]))).toEqual(
      sorted([
        [owner.userId, 'DOMAIN_VERIFIED'],
        [owner.userId, 'success'],
      ]),
    );
  });

  it('accepts the record written as identifier=token, and needs one for every domain of the provider', async () => {
    const { providerId, token } = await registered('one.example,two.example');
    const identifier = `_better-auth-token-${providerId}`;
    dns.setTxt(`${identifier}.one.example`, [`${identifier}=${token}`]);

    const missing = await verify(owner.cookie, providerId).expect(502);
    expect(missing.body).toEqual({
      code: 'DOMAIN_VERIFICATION_FAILED',
      message: 'Unable to verify domain ownership for two.example. Try again later',
    });
    dns.setTxt(`${identifier}.two.example`, ['unrelated', token]);
    await verify(owner.cookie, providerId).expect(204);
  });

  it('answers 502 DOMAIN_VERIFICATION_FAILED while the record is missing or holds another value', async () => {
    const { providerId, domain } = await registered();
    const response = await verify(owner.cookie, providerId).expect(502);
    expect(response.body).toEqual({
      code: 'DOMAIN_VERIFICATION_FAILED',
      message: `Unable to verify domain ownership for ${domain}. Try again later`,
    });
    dns.setTxt(`_better-auth-token-${providerId}.${domain}`, ['someone-elses-token']);
    await verify(owner.cookie, providerId).expect(502);
    expect(await providerOf(providerId)).toMatchObject({ domainVerified: false });
  });

  it('refuses another user with 403, whatever the records say', async () => {
    const { providerId, domain, token } = await registered();
    dns.setTxt(`_better-auth-token-${providerId}.${domain}`, [token]);
    const response = await verify(stranger.cookie, providerId).expect(403);
    expect(response.body).toEqual({
      code: 'YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER',
      message: "You don't have access to this provider",
    });
    await post('request-domain-verification', stranger.cookie, providerId).expect(403);
    expect(await providerOf(providerId)).toMatchObject({ domainVerified: false });
  });

  it('refuses callers without a session with 401 and unknown providers with 404', async () => {
    await request(t.http).post(`${SSO}/verify-domain`).send({ providerId: 'x' }).expect(401);
    const unknown = await verify(owner.cookie, 'nobody-registered-this').expect(404);
    expect(unknown.body).toEqual({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
  });

  it('after a week answers 404 NO_PENDING_VERIFICATION until a new token is requested', async () => {
    const { providerId, domain, token } = await registered();
    t.clock.advanceSeconds(WEEK_SECONDS + 1);
    // The week ended the session too.
    owner = { ...owner, cookie: await signIn(t.http, owner.email) };

    const expired = await verify(owner.cookie, providerId).expect(404);
    expect(expired.body).toEqual({ code: 'NO_PENDING_VERIFICATION', message: 'No pending domain verification exists' });
    const renewed = await post('request-domain-verification', owner.cookie, providerId).expect(201);
    expect(renewed.body.domainVerificationToken).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(renewed.body.domainVerificationToken).not.toBe(token);
    dns.setTxt(`_better-auth-token-${providerId}.${domain}`, [renewed.body.domainVerificationToken]);
    await verify(owner.cookie, providerId).expect(204);
  });
});

describe('SSO domain verification turned off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { sso: { domainVerification: false } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('registers providers without a token and serves no verification endpoints', async () => {
    const owner = await signUp(t.http);
    const response = await registerSamlProvider(t.http, owner.cookie, {
      providerId: 'unverified',
      domain: 'acme.example',
    });
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('domainVerificationToken');
    const verify = await request(t.http)
      .post(`${SSO}/verify-domain`)
      .set('Cookie', owner.cookie)
      .send({ providerId: 'unverified' })
      .expect(404);
    expect(verify.body).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
  });
});
