import { readSocialProviders, RawSocialProviders } from './social-providers';
import { loadConfig } from './load-config';

const none = (): RawSocialProviders => ({
  oidc: [],
  google: { clientId: null, clientSecret: null },
  microsoft: { clientId: null, clientSecret: null, tenantId: 'common' },
  github: { clientId: null, clientSecret: null },
});

describe('readSocialProviders', () => {
  it('reads OIDC providers with defaults for name and scopes, trimming the issuer', () => {
    const { providers, incomplete } = readSocialProviders({
      ...none(),
      oidc: [
        { providerId: 'corp', issuer: 'https://idp.example/realms/corp/', clientId: 'id', clientSecret: 'secret' },
      ],
    });
    expect(incomplete).toEqual([]);
    expect(providers).toEqual([
      {
        providerId: 'corp',
        name: 'corp',
        kind: 'oidc',
        issuer: 'https://idp.example/realms/corp',
        clientId: 'id',
        clientSecret: 'secret',
        scopes: ['openid', 'email', 'profile'],
      },
    ]);
  });

  it('turns the presets into providers: Google and Microsoft by discovery, GitHub by OAuth 2', () => {
    const { providers } = readSocialProviders({
      ...none(),
      google: { clientId: 'g', clientSecret: 'gs' },
      microsoft: { clientId: 'm', clientSecret: 'ms', tenantId: 'contoso.onmicrosoft.com' },
      github: { clientId: 'h', clientSecret: 'hs' },
    });
    expect(providers.map(({ providerId, kind, issuer }) => ({ providerId, kind, issuer }))).toEqual([
      { providerId: 'google', kind: 'oidc', issuer: 'https://accounts.google.com' },
      {
        providerId: 'microsoft',
        kind: 'oidc',
        issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
      },
      { providerId: 'github', kind: 'github', issuer: null },
    ]);
  });

  it('leaves out a provider lacking its client id or secret, naming it for the warning', () => {
    const { providers, incomplete } = readSocialProviders({
      ...none(),
      google: { clientId: 'g', clientSecret: null },
      oidc: [{ providerId: 'corp', issuer: 'https://idp.example', clientId: 'id' }],
    });
    expect(providers).toEqual([]);
    expect(incomplete).toEqual(['google', 'corp']);
  });

  it.each([
    [{ providerId: 'corp', issuer: 'http://idp.example', clientId: 'a', clientSecret: 'b' }, /https issuer URL/],
    [{ providerId: 'credential', issuer: 'https://idp.example', clientId: 'a', clientSecret: 'b' }, /providerId/],
    [
      { providerId: 'corp', issuer: 'https://idp.example', clientId: 'a', clientSecret: 'b', scopes: 'openid' },
      /scopes/,
    ],
  ])('refuses a bad entry %j', (entry, problem) => {
    expect(() => readSocialProviders({ ...none(), oidc: [entry] })).toThrow(problem);
  });

  it('allows http for a provider on loopback', () => {
    const { providers } = readSocialProviders({
      ...none(),
      oidc: [{ providerId: 'dev', issuer: 'http://127.0.0.1:4000', clientId: 'a', clientSecret: 'b' }],
    });
    expect(providers).toHaveLength(1);
  });

  it('refuses a providerId configured twice', () => {
    const entry = { providerId: 'google', issuer: 'https://idp.example', clientId: 'a', clientSecret: 'b' };
    expect(() =>
      readSocialProviders({ ...none(), google: { clientId: 'g', clientSecret: 'gs' }, oidc: [entry] }),
    ).toThrow(/configured twice/);
  });
});

describe('OIDC_PROVIDERS and the preset variables', () => {
  it('are read from the environment', () => {
    const config = loadConfig({
      env: {
        OIDC_PROVIDERS: JSON.stringify([
          { providerId: 'corp', issuer: 'https://idp.example', clientId: 'id', clientSecret: 'secret' },
        ]),
        GITHUB_CLIENT_ID: 'h',
        GITHUB_CLIENT_SECRET: 'hs',
      },
    });
    expect(config.socialProviders.map((provider) => provider.providerId)).toEqual(['github', 'corp']);
  });

  it('stop start-up with one line naming OIDC_PROVIDERS when it is not a JSON array', () => {
    expect(() => loadConfig({ env: { OIDC_PROVIDERS: '{"providerId":"corp"}' } })).toThrow(
      'OIDC_PROVIDERS: must be a JSON array',
    );
  });
});
