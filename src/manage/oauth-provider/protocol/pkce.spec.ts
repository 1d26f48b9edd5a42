import { pkceRequirement, s256CodeChallenge } from './pkce';

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', () => {
    expect(s256CodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('requires PKCE as the package does: public clients, offline_access without an OpenID nonce, unless opted out', () => {
    const confidential = { tokenEndpointAuthMethod: 'client_secret_basic', requirePKCE: false };
    expect(pkceRequirement({ tokenEndpointAuthMethod: 'none', requirePKCE: false }, ['openid'], 'n')).toBe(
      'pkce is required for public clients',
    );
    expect(pkceRequirement(confidential, ['openid', 'offline_access'], undefined)).toBe(
      'pkce or OIDC nonce is required when requesting offline_access scope',
    );
    expect(pkceRequirement(confidential, ['openid', 'offline_access'], 'n')).toBeNull();
    expect(
      pkceRequirement({ tokenEndpointAuthMethod: 'client_secret_basic', requirePKCE: null }, ['openid'], 'n'),
    ).toBe('pkce is required for this client');
  });
});
