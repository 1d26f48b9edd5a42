import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as samlify from 'samlify';
import request from 'supertest';
import { SsoProviders } from '../../../src/sign-in/sso/providers/sso-providers';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { DnsTxtServer, startDnsTxtServer } from '../../support/dns-txt-server';
import { signUp } from '../../support/factories';
import { ORG, createOrganization } from '../../support/organizations';
import { SimpleSamlPhpIdp, startSimpleSamlPhpIdp } from '../../support/simplesamlphp-idp';

const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const ALICE = {
  username: 'alice',
  password: 'alice-password',
  email: 'alice@acme-saml.test',
  displayName: 'Alice Doe',
};
const URLS = { callbackURL: 'http://127.0.0.1:3000/dashboard', newUserCallbackURL: 'http://127.0.0.1:3000/welcome' };
const ACS = '/api/auth/sso/saml2/sp/acs/acme-saml';

interface IdpAnswer {
  SAMLResponse: string;
  RelayState?: string;
}

describe('SSO sign-in over SAML 2.0 with SimpleSAMLphp as the IdP', () => {
  let idp: SimpleSamlPhpIdp;
  let dns: DnsTxtServer;
  let t: TestApp;
  let owner: { cookie: string };
  let organizationId: string;
  const spMetadata: string[] = [];

  beforeAll(async () => {
    [idp, dns] = await Promise.all([startSimpleSamlPhpIdp([ALICE]), startDnsTxtServer()]);
    t = await createTestApp({ config: { sso: { dnsServers: [dns.address] } } });
    owner = await signUp(t.http);
    organizationId = ((await createOrganization(t.http, owner.cookie)) as { id: string }).id;
    for (const [providerId, domain] of [
      ['acme-saml', 'acme-saml.test'],
      ['other-saml', 'other-saml.test'],
    ]) {
      const registered = await request(t.http)
        .post('/api/auth/sso/register')
        .set('Cookie', owner.cookie)
        .send({
          providerId,
          issuer: `https://service.test/saml/${providerId}`,
          domain,
          ...(providerId === 'acme-saml' ? { organizationId } : {}),
          samlConfig: {
            entryPoint: `${idp.origin}/saml2/idp/SSOService.php`,
            idpMetadata: { metadata: await idp.metadata() },
            wantAssertionsSigned: true,
            identifierFormat: PERSISTENT,
          },
        });
      expect(registered.status).toBe(200);
      dns.setTxt(`_better-auth-token-${providerId}.${domain}`, [registered.body.domainVerificationToken]);
      await request(t.http)
        .post('/api/auth/sso/verify-domain')
        .set('Cookie', owner.cookie)
        .send({ providerId })
        .expect(204);
      const metadata = await request(t.http).get('/api/auth/sso/saml2/sp/metadata').query({ providerId }).expect(200);
      spMetadata.push(metadata.text);
    }
    idp.trustServiceProvider(spMetadata);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([idp?.stop(), dns?.stop()]);
  });

  /** Our IdP URL for the provider, through the IdP's login form, to the form the browser would post to us. */
  async function signInAtIdp(providerId = 'acme-saml', startUrl?: string): Promise<IdpAnswer> {
    const url = startUrl ?? (await beginSignIn(providerId));
    const jar = new Map<string, string>();
    const go = async (target: string, init: RequestInit = {}): Promise<Response> => {
      const headers = {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      };
      const response = await fetch(target, { ...init, headers, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return response;
    };
    const toLogin = await go(url);
    const loginUrl = new URL(toLogin.headers.get('location')!, url).toString();
    const form = await (await go(loginUrl)).text();
    const authState = /name="AuthState" value="([^"]*)"/.exec(form)![1].replace(/&amp;/g, '&');
    let answer = await go(loginUrl.split('?')[0], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ALICE.username, password: ALICE.password, AuthState: authState }),
    });
    while (answer.status === 302 || answer.status === 303)
      answer = await go(new URL(answer.headers.get('location')!, loginUrl).toString());
    const page = await answer.text();
    const relayState = /name="RelayState" value="([^"]*)"/.exec(page)?.[1];
    return { SAMLResponse: /name="SAMLResponse" value="([^"]*)"/.exec(page)![1], RelayState: relayState };
  }

  /** The app's side: `POST /sign-in/sso` answers the IdP URL to send the browser to. */
  async function beginSignIn(providerId: string): Promise<string> {
    const begun = await request(t.http)
      .post('/api/auth/sign-in/sso')
      .send({ providerId, ...URLS })
      .expect(200);
    expect(begun.body).toEqual({ url: expect.any(String), redirect: true });
    return begun.body.url;
  }

  const post = (answer: IdpAnswer, path = ACS) =>
    request(t.http)
      .post(path)
      .type('form')
      .send({ ...answer });
  const xmlOf = (answer: IdpAnswer) => Buffer.from(answer.SAMLResponse, 'base64').toString('utf8');
  const withXml = (answer: IdpAnswer, xml: string): IdpAnswer => ({
    ...answer,
    SAMLResponse: Buffer.from(xml).toString('base64'),
  });

  function expectRefused(response: request.Response, error: string, description: string): void {
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('error_description')).toBe(description);
    expect(response.headers['set-cookie']).toBeUndefined();
  }

  it('answers the service-provider metadata with the issuer, the HTTP-POST ACS and signed assertions wanted', () => {
    expect(spMetadata[0]).toContain('entityID="https://service.test/saml/acme-saml"');
    expect(spMetadata[0]).toContain(`Location="${t.config.baseUrl}${ACS}"`);
    expect(spMetadata[0]).toContain('Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"');
    expect(spMetadata[0]).toContain('WantAssertionsSigned="true"');
  });

  it('refuses the metadata of an unknown provider with 404 NO_PROVIDER_FOUND_FOR_THE_GIVEN_PROVIDERID', async () => {
    const response = await request(t.http).get('/api/auth/sso/saml2/sp/metadata').query({ providerId: 'nope' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 'NO_PROVIDER_FOUND_FOR_THE_GIVEN_PROVIDERID',
      message: 'No provider found for the given providerId',
    });
  });

  it('sends the browser to the IdP with a SAMLRequest and a RelayState', async () => {
    const url = new URL(await beginSignIn('acme-saml'));
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.origin}/saml2/idp/SSOService.php`);
    expect(url.searchParams.get('SAMLRequest')).toEqual(expect.any(String));
    expect(url.searchParams.get('RelayState')).toEqual(expect.any(String));
  });

  it('signs a new user in from the IdP’s signed response as a member of the organization, then refuses the same response replayed', async () => {
    const answer = await signInAtIdp();
    const response = await post(answer);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(URLS.newUserCallbackURL);
    const session = await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', response.headers['set-cookie'])
      .expect(200);
    expect(session.body.user).toMatchObject({ email: ALICE.email, name: ALICE.displayName });
    const accounts = await request(t.http)
      .get('/api/auth/list-accounts')
      .set('Cookie', response.headers['set-cookie'])
      .expect(200);
    expect(accounts.body).toEqual([expect.objectContaining({ providerId: 'acme-saml', accountId: ALICE.username })]);
    const members = await request(t.http)
      .get(`${ORG}/list-members`)
      .query({ organizationId })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(members.body.members).toContainEqual(
      expect.objectContaining({ userId: session.body.user.id, role: 'member' }),
    );

    expectRefused(await post(answer), 'replay_detected', 'SAML assertion has already been used');
  });

  it('signs the returning user in to the callbackURL', async () => {
    const response = await post(await signInAtIdp());
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(URLS.callbackURL);
    expect(response.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/session_token=/)]));
  });

  it('refuses a response altered after signing', async () => {
    const answer = await signInAtIdp();
    const altered = withXml(answer, xmlOf(answer).replace(ALICE.email, 'mallory@acme-saml.test'));
    expectRefused(await post(altered), 'invalid_saml_response', 'Invalid SAML response');
  });

  it('refuses a response altered outside its signed assertion, the Response’s own signature broken', async () => {
    const answer = await signInAtIdp();
    const xml = xmlOf(answer);
    const withoutDestination = xml.replace(/(<samlp:Response\b[^>]*?)\sDestination="[^"]*"/, '$1');
    expect(withoutDestination).not.toBe(xml);
    const response = await post(withXml(answer, withoutDestination));
    expectRefused(response, 'invalid_saml_response', 'Invalid SAML response');
  });

  it('refuses a response stripped of its signatures', async () => {
    const answer = await signInAtIdp();
    const unsigned = xmlOf(answer).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    expectRefused(
      await post(withXml(answer, unsigned)),
      'invalid_saml_response',
      'SAML response signature is required',
    );
  });

  it('refuses a response signed again with a key the provider does not trust', async () => {
    const answer = await signInAtIdp();
    const unsigned = xmlOf(answer).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    const { key, cert } = otherKeyPair();
    const sign = (xml: string, xpath: string) =>
      samlify.SamlLib.constructSAMLSignature({
        rawSamlMessage: xml,
        referenceTagXPath: xpath,
        privateKey: key,
        signingCert: cert.replace(/-----[A-Z ]+-----|\s/g, ''),
        signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
        isBase64Output: false,
        signatureConfig: {
          prefix: 'ds',
          location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' },
        },
      });
    const assertionSigned = sign(unsigned, "/*[local-name(.)='Response']/*[local-name(.)='Assertion']");
    const forged = sign(assertionSigned, "/*[local-name(.)='Response']");
    expectRefused(await post(withXml(answer, forged)), 'invalid_saml_response', 'Invalid SAML response');
  });

  it('refuses an unsolicited response, answering a request this service never made', async () => {
    const provider = await t.app.get(SsoProviders).findByProviderId('acme-saml');
    const sp = samlify.ServiceProvider({ metadata: spMetadata[0] });
    const idpEntity = samlify.IdentityProvider({ metadata: provider!.samlConfig!.idpMetadata.metadata! });
    const foreignRequest = sp.createLoginRequest(idpEntity, 'redirect').context;
    expectRefused(
      await post(await signInAtIdp('acme-saml', foreignRequest)),
      'invalid_saml_response',
      'Unknown or expired request ID',
    );
  });

  it('refuses a response issued for another service provider', async () => {
    const forOther = await signInAtIdp('other-saml');
    expectRefused(await post(forOther), 'invalid_saml_response', 'Audience mismatch');
  });

  it('refuses an expired assertion, past NotOnOrAfter and the clock skew', async () => {
    const answer = await signInAtIdp();
    t.clock.advanceSeconds(11 * 60);
    try {
      expectRefused(await post(answer), 'invalid_saml_response', 'SAML assertion has expired');
    } finally {
      t.clock.advanceSeconds(-11 * 60);
    }
  });
});

function otherKeyPair(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'saml-other-key-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=not-the-idp',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
