import * as oidc from 'openid-client';
import { createLocalJWKSet } from 'jose';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { JwksService } from '../../../src/manage/jwt/jwks.service';
import { createOAuthClient, issuerOf } from '../../support/oauth-provider';

describe('OpenID provider discovery', () => {
  let t: TestApp;
  let issuer: string;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    issuer = issuerOf(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('serves the OpenID configuration openid-client discovers, the issuer exactly the service’s base URL and path', async () => {
    const config = await oidc.discovery(new URL(issuer), 'any-client', undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    const metadata = config.serverMetadata();

    expect(metadata.issuer).toBe(issuer);
    expect(metadata).toMatchObject({
      authorization_endpoint: `${issuer}/oauth2/authorize`,
      token_endpoint: `${issuer}/oauth2/token`,
      userinfo_endpoint: `${issuer}/oauth2/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      id_token_signing_alg_values_supported: ['EdDSA', 'RS256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      subject_types_supported: ['public'],
      introspection_endpoint: `${issuer}/oauth2/introspect`,
      revocation_endpoint: `${issuer}/oauth2/revoke`,
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'name']));
    // Dynamic registration is on by default, so advertised.
    expect(metadata.registration_endpoint).toBe(`${issuer}/oauth2/register`);
  });

  it('serves the RFC 8414 document at the root, before the issuer’s path, for GET and HEAD only', async () => {
    const url = `${t.baseUrl}/.well-known/oauth-authorization-server/api/auth`;
    const response = await fetch(url);
    const body = (await response.json()) as Record<string, unknown>;

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=15');
    expect(body).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/oauth2/token`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(body).not.toHaveProperty('userinfo_endpoint');
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(url, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'Method Not Allowed' });
    expect((await fetch(`${t.baseUrl}/.well-known/oauth-authorization-server/elsewhere`)).status).toBe(404);
  });

  it('answers other methods on the OpenID configuration with 405', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { method: 'DELETE' });
    expect(response.status).toBe(405);
  });

  it('publishes an RSA key for RS256 ID tokens beside the Ed25519 one once the provider has been discovered', async () => {
    await fetch(`${issuer}/.well-known/openid-configuration`);
    const keys = ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] }).keys;

    expect(keys.map((key) => key.alg).sort()).toEqual(['EdDSA', 'RS256']);
    for (const key of keys) expect(key).not.toHaveProperty('d');
    expect(() => createLocalJWKSet({ keys })).not.toThrow();
  });

  it('shows the error page, 200 HTML, with the error and its description', async () => {
    const response = await fetch(`${issuer}/error?error=invalid_redirect&error_description=invalid%20redirect%20uri`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('invalid_redirect');
    expect(html).toContain('invalid redirect uri');
  });

  it('keeps retired keys of both kinds published while the ID tokens they signed live (10 hours), once there are clients', async () => {
    await createOAuthClient(t);
    await fetch(`${issuer}/.well-known/openid-configuration`);
    const kids = async () =>
      ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string; alg: string }[] }).keys;
    const retired = await kids();
    await t.app.get(JwksService).rotate('command line');
    await fetch(`${issuer}/.well-known/openid-configuration`);

    t.clock.advanceSeconds(60 * 60);
    const anHourOn = (await kids()).map((key) => key.kid);
    expect(anHourOn).toEqual(expect.arrayContaining(retired.map((key) => key.kid)));
    expect((await kids()).map((key) => key.alg).sort()).toEqual(['EdDSA', 'EdDSA', 'RS256', 'RS256']);
    t.clock.advanceSeconds(10 * 60 * 60);
    const later = (await kids()).map((key) => key.kid);
    for (const key of retired) expect(later).not.toContain(key.kid);
  });
});
