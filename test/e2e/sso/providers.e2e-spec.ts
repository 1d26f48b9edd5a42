import { hostname } from 'node:os';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { TestIdentityProvider, startIdentityProvider } from '../../support/identity-provider';
import { addMember, createOrganization, newMember } from '../../support/organizations';
import { SSO, StubServer, registerSamlProvider, startStubServer } from '../../support/sso-providers';

const SECRET = 'acme-client-secret-0123456789';
const discovery = (issuer: string) => `${issuer}/.well-known/openid-configuration`;
const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });

describe('SSO providers', () => {
  let t: TestApp;
  let idp: TestIdentityProvider;
  let stub: StubServer;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let sequence = 0;
  const nextId = (prefix = 'acme') => `${prefix}-${(sequence += 1)}`;

  const register = (cookie: string, body: Record<string, unknown>) =>
    request(t.http).post(`${SSO}/register`).set('Cookie', cookie).send(body);
  const oidc = (overrides: Record<string, unknown> = {}, oidcConfig: Record<string, unknown> = {}) => ({
    providerId: nextId(),
    issuer: idp.issuer,
    domain: 'acme.example',
    oidcConfig: { clientId: 'acme-client', clientSecret: SECRET, ...oidcConfig },
    ...overrides,
  });
  const expectDiscoveryRefusal = async (body: Record<string, unknown>, code: string) => {
    const response = await register(owner.cookie, body).expect(400);
    expect(response.body).toEqual({ code, message: expect.any(String) });
  };

  beforeAll(async () => {
    idp = await startIdentityProvider({ redirectUris: ['http://127.0.0.1/unused'] });
    stub = await startStubServer((origin) => ({
      '/mismatch/.well-known/openid-configuration': json({
        issuer: 'https://elsewhere.example',
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: `${origin}/token`,
        jwks_uri: `${origin}/jwks`,
      }),
      '/private-endpoints/.well-known/openid-configuration': json({
        issuer: `${origin}/private-endpoints`,
        authorization_endpoint: `${origin}/authorize`,
        token_endpoint: 'http://10.0.0.5/token',
        jwks_uri: `${origin}/jwks`,
      }),
      '/redirect/.well-known/openid-configuration': {
        status: 302,
        headers: { location: 'http://169.254.169.254/latest/meta-data/' },
      },
      '/huge/.well-known/openid-configuration': { status: 200, body: `{"pad":"${'x'.repeat(2 * 1024 * 1024)}"}` },
    }));
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, sso: { trustedOrigins: [idp.issuer, stub.origin] } } });
    owner = await signUp(t.http);
    stranger = await signUp(t.http);
  });

  afterAll(async () => {
    await t?.close();
    await idp?.stop();
    await stub?.stop();
  });

  describe('registering an OIDC provider', () => {
    it('reads the endpoints from the issuer’s discovery document and answers the provider with its redirect URI and token', async () => {
      const body = oidc();
      const response = await register(owner.cookie, body).expect(200);

      expect(response.body).toMatchObject({
        providerId: body.providerId,
        issuer: idp.issuer,
        domain: 'acme.example',
        userId: owner.userId,
        organizationId: null,
        domainVerified: false,
        redirectURI: `${t.baseUrl}/api/auth/sso/callback/${body.providerId}`,
        oidcConfig: {
          issuer: idp.issuer,
          clientId: 'acme-client',
          pkce: true,
          discoveryEndpoint: discovery(idp.issuer),
          authorizationEndpoint: expect.stringMatching(new RegExp(`^${idp.issuer}/`)),
          tokenEndpoint: expect.stringMatching(new RegExp(`^${idp.issuer}/`)),
          jwksEndpoint: expect.stringMatching(new RegExp(`^${idp.issuer}/`)),
          userInfoEndpoint: expect.stringMatching(new RegExp(`^${idp.issuer}/`)),
          tokenEndpointAuthentication: 'client_secret_basic',
        },
      });
      expect(response.body.domainVerificationToken).toMatch(/^[A-Za-z0-9]{24}$/);
      await expect(onlyEvent(t.http, (await admin()).cookie, 'sso.register', body.providerId)).resolves.toMatchObject({
        actorId: owner.userId,
        result: 'success',
      });
    });

    it('refuses a caller without a session with 401', async () => {
      const response = await request(t.http).post(`${SSO}/register`).send(oidc()).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('refuses a providerId already registered, or reserved for password accounts, with 422', async () => {
      const body = oidc();
      await register(owner.cookie, body).expect(200);
      expect((await register(stranger.cookie, oidc({ providerId: body.providerId })).expect(422)).body).toEqual({
        code: 'SSO_PROVIDER_WITH_THIS_PROVIDERID_ALREADY_EXISTS',
        message: 'SSO provider with this providerId already exists',
      });
      expect((await register(owner.cookie, oidc({ providerId: 'credential' })).expect(422)).body).toEqual({
        code: 'THIS_PROVIDERID_IS_RESERVED_AND_CANNOT_BE_USED_FOR_AN_SSO_PROVIDER',
        message: 'This providerId is reserved and cannot be used for an SSO provider',
      });
    });

    it('links a provider to an organization for its owner, and refuses a plain member with 403 and an outsider with 400', async () => {
      const organization = await createOrganization(t.http, owner.cookie);
      const linked = await register(owner.cookie, oidc({ organizationId: organization.id })).expect(200);
      expect(linked.body.organizationId).toBe(organization.id);

      const member = await newMember(t.http, organization.id, 'member');
      expect((await register(member.cookie, oidc({ organizationId: organization.id })).expect(403)).body).toEqual({
        code: 'YOU_MUST_BE_AN_ORGANIZATION_OWNER_OR_ADMIN_TO_REGISTER_SSO_PROVIDERS',
        message: 'You must be an organization owner or admin to register SSO providers',
      });
      expect((await register(stranger.cookie, oidc({ organizationId: organization.id })).expect(400)).body).toEqual({
        code: 'YOU_ARE_NOT_A_MEMBER_OF_THE_ORGANIZATION',
        message: 'You are not a member of the organization',
      });
    });

    it('refuses a discovery document naming another issuer with 400 issuer_mismatch', async () => {
      await expectDiscoveryRefusal(oidc({ issuer: `${stub.origin}/mismatch` }), 'issuer_mismatch');
    });

    it('refuses an issuer without a discovery document with 400 discovery_not_found', async () => {
      await expectDiscoveryRefusal(oidc({ issuer: `${stub.origin}/nothing-here` }), 'discovery_not_found');
    });

    it('refuses a discovery document that sends the service to a private host with 400 discovery_untrusted_origin', async () => {
      await expectDiscoveryRefusal(oidc({ issuer: `${stub.origin}/private-endpoints` }), 'discovery_untrusted_origin');
    });

    it('answers a discovery document past the size limit with 502 and stores nothing', async () => {
      const body = oidc({ issuer: `${stub.origin}/huge` });
      const response = await register(owner.cookie, body).expect(502);
      expect(response.body).toEqual({ code: 'discovery_unexpected_error', message: expect.any(String) });
      await request(t.http)
        .get(`${SSO}/get-provider`)
        .query({ providerId: body.providerId })
        .set('Cookie', owner.cookie)
        .expect(404);
    });
  });

  describe('the SSRF guard', () => {
    it('refuses a loopback issuer whose origin is not trusted with 400 discovery_private_host', async () => {
      await expectDiscoveryRefusal(oidc({ issuer: 'http://127.0.0.1:1' }), 'discovery_private_host');
    });

    it('refuses the cloud metadata address with 400 discovery_private_host', async () => {
      await expectDiscoveryRefusal(oidc({ issuer: 'http://169.254.169.254' }), 'discovery_private_host');
    });

    it('refuses names of loopback hosts, also one trusted only by its address, with 400 discovery_private_host', async () => {
      await expectDiscoveryRefusal(
        oidc({ issuer: idp.issuer.replace('127.0.0.1', 'localhost') }),
        'discovery_private_host',
      );
      // The machine's own name resolves to one of its addresses, never a public one: refused once resolved.
      await expectDiscoveryRefusal(oidc({ issuer: `http://${hostname()}:${idp.port}` }), 'discovery_private_host');
    });

    it('follows no redirect from a trusted IdP to a private host', async () => {
      await expectDiscoveryRefusal(oidc({ issuer: `${stub.origin}/redirect` }), 'discovery_private_host');
    });

    it('refuses an endpoint given in the registration on a private host with 400 discovery_private_host', async () => {
      await expectDiscoveryRefusal(
        oidc({}, { tokenEndpoint: 'http://192.168.0.10/token', skipDiscovery: true }),
        'discovery_private_host',
      );
    });
  });

  describe('registering a SAML provider', () => {
    it('stores entry point, certificate and IdP entity id as given', async () => {
      const providerId = nextId('saml');
      const response = await registerSamlProvider(t.http, owner.cookie, { providerId, domain: 'acme.example' }).expect(
        200,
      );
      expect(response.body).toMatchObject({
        providerId,
        oidcConfig: null,
        samlConfig: { entryPoint: 'https://idp.acme.example/sso', wantAssertionsSigned: true },
        domainVerified: false,
      });
    });

    it('refuses a SAML provider without a signing-certificate source with 400', async () => {
      const response = await request(t.http)
        .post(`${SSO}/register`)
        .set('Cookie', owner.cookie)
        .send({
          providerId: nextId('saml'),
          issuer: 'https://sp.acme.example',
          domain: 'acme.example',
          samlConfig: { entryPoint: 'https://idp.acme.example/sso', idpMetadata: { entityID: 'https://idp' } },
        })
        .expect(400);
      expect(response.body).toEqual({
        code: 'CERT_SOURCE_MISSING',
        message:
          'samlConfig requires either a signing certificate (cert or idpMetadata.cert) or an idpMetadata.metadata XML document.',
      });
    });
  });

  describe('hostile input', () => {
    it.each([
      ['a null providerId', { providerId: null }],
      ['a null domain', { domain: null }],
      ['a null oidcConfig', { oidcConfig: null }],
      ['a huge providerId', { providerId: 'p'.repeat(100_000) }],
      ['a huge domain', { domain: 'd'.repeat(100_000) }],
      ['an issuer that is not a URL', { issuer: 'javascript:alert(1)' }],
      ['a client id that is not a string', { oidcConfig: { clientId: { $ne: 1 }, clientSecret: SECRET } }],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_name, overrides) => {
      const response = await register(owner.cookie, oidc(overrides)).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });

  describe('reading and deleting providers', () => {
    it('shows a provider to its owner without the client secret, 403 to others and 404 when unknown', async () => {
      const body = oidc();
      await register(owner.cookie, body).expect(200);
      const response = await request(t.http)
        .get(`${SSO}/get-provider`)
        .query({ providerId: body.providerId })
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(response.body).toMatchObject({
        providerId: body.providerId,
        type: 'oidc',
        domainVerified: false,
        oidcConfig: { clientIdLastFour: '****ient', pkce: true },
        spMetadataUrl: `${t.baseUrl}/api/auth/sso/saml2/sp/metadata?providerId=${body.providerId}`,
      });
      expect(JSON.stringify(response.body)).not.toContain(SECRET);

      const other = await request(t.http)
        .get(`${SSO}/get-provider`)
        .query({ providerId: body.providerId })
        .set('Cookie', stranger.cookie)
        .expect(403);
      expect(other.body).toEqual({
        code: 'YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER',
        message: "You don't have access to this provider",
      });
      const unknown = await request(t.http)
        .get(`${SSO}/get-provider`)
        .query({ providerId: 'nobody-registered-this' })
        .set('Cookie', owner.cookie)
        .expect(404);
      expect(unknown.body).toEqual({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
    });

    it('lists an organization’s providers to its owners and admins only, never with the client secret', async () => {
      const orgOwner = await signUp(t.http);
      const organization = await createOrganization(t.http, orgOwner.cookie);
      const body = oidc({ organizationId: organization.id });
      await register(orgOwner.cookie, body).expect(200);
      const orgAdmin = await newMember(t.http, organization.id, 'admin');
      const member = await newMember(t.http, organization.id, 'member');
      await addMember(t.http, organization.id, stranger.userId, 'member');

      const listOf = async (cookie: string) =>
        (
          (await request(t.http).get(`${SSO}/providers`).set('Cookie', cookie).expect(200)).body.providers as Array<
            Record<string, unknown>
          >
        ).map((provider) => provider.providerId);
      expect(await listOf(orgOwner.cookie)).toEqual([body.providerId]);
      expect(await listOf(orgAdmin.cookie)).toEqual([body.providerId]);
      expect(await listOf(member.cookie)).toEqual([]);
      const all = await request(t.http).get(`${SSO}/providers`).set('Cookie', owner.cookie).expect(200);
      expect(JSON.stringify(all.body)).not.toContain(SECRET);
      await request(t.http)
        .get(`${SSO}/get-provider`)
        .query({ providerId: body.providerId })
        .set('Cookie', member.cookie)
        .expect(403);
    });

    it('deletes a provider for its owner only, answering success, and audits it', async () => {
      const body = oidc();
      await register(owner.cookie, body).expect(200);
      await request(t.http)
        .post(`${SSO}/delete-provider`)
        .set('Cookie', stranger.cookie)
        .send({ providerId: body.providerId })
        .expect(403);
      await request(t.http)
        .post(`${SSO}/delete-provider`)
        .set('Cookie', owner.cookie)
        .send({ providerId: body.providerId })
        .expect(200, { success: true });
      await request(t.http)
        .get(`${SSO}/get-provider`)
        .query({ providerId: body.providerId })
        .set('Cookie', owner.cookie)
        .expect(404);
      const events = await auditEvents(t.http, (await admin()).cookie, {
        action: 'sso.delete-provider',
        targetId: body.providerId,
      });
      expect(sorted(events.map((event) => [event.actorId, event.result]))).toEqual(
        sorted([
          [owner.userId, 'success'],
          [stranger.userId, 'YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER'],
        ]),
      );
    });
  });

  let administrator: SignedUpUser | undefined;
  async function admin(): Promise<SignedUpUser> {
    administrator ??= await createUserWithRole(t.http, 'admin');
    return administrator;
  }
});
