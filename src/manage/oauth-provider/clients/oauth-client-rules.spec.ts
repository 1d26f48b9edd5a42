import { OAuthError } from '../oauth-error';
import { checkClientCredentialsScopes, checkOAuthClient } from './oauth-client-rules';

const SCOPES = ['openid', 'profile', 'email', 'offline_access', 'api:read'];

function refusalOf(check: () => void): { error: string; description: string } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return { error: error.error, description: error.description };
  }
}

const web = (uri: string) => () => checkOAuthClient({ redirect_uris: [uri] }, SCOPES);
const native = (uri: string) => () => checkOAuthClient({ redirect_uris: [uri], application_type: 'native' }, SCOPES);

describe('checkOAuthClient redirect URIs, as the package judges them', () => {
  it.each(['https://app.example.com/cb', 'https://app.example.com:8443/cb?x=1'])('accepts web %s', (uri) => {
    expect(refusalOf(web(uri))).toBeNull();
  });

  it.each(['http://app.example.com/cb', 'https://localhost/cb', 'https://127.0.0.1/cb', 'http://127.0.0.1:9/cb'])(
    'refuses web %s',
    (uri) => {
      expect(refusalOf(web(uri))).toEqual({
        error: 'invalid_redirect_uri',
        description: `web clients require https redirect URIs on non-loopback hosts: ${uri}`,
      });
    },
  );

  it.each(['http://127.0.0.1:51000/cb', 'http://localhost/cb', 'http://[::1]:8080/cb', 'com.example.app:/cb'])(
    'accepts native %s',
    (uri) => {
      expect(refusalOf(native(uri))).toBeNull();
    },
  );

  it('refuses native https on loopback, http off loopback and schemes that are not reverse domains', () => {
    expect(refusalOf(native('https://127.0.0.1/cb'))?.description).toBe(
      'native clients must not use https loopback redirect URIs: https://127.0.0.1/cb',
    );
    expect(refusalOf(native('http://127.0.0.2/cb'))?.description).toMatch(/^native clients may use http only/);
    expect(refusalOf(native('myapp:/cb'))?.description).toMatch(/^native private-use redirect URI schemes/);
  });

  it('refuses credentials and fragments', () => {
    expect(refusalOf(web('https://user:pw@app.example.com/cb'))?.description).toBe(
      'redirect URI must not include credentials or a fragment: https://user:pw@app.example.com/cb',
    );
  });
});

describe('checkOAuthClient fields', () => {
  const uris = ['https://app.example.com/cb'];

  it('pairs the code grant with the code response type', () => {
    expect(refusalOf(() => checkOAuthClient({ redirect_uris: uris, response_types: [] }, SCOPES))).toEqual({
      error: 'invalid_client_metadata',
      description: "When 'authorization_code' grant type is used, 'code' response type must be included",
    });
    expect(
      refusalOf(() => checkOAuthClient({ grant_types: ['client_credentials'], response_types: ['code'] }, SCOPES)),
    ).toEqual({
      error: 'invalid_client_metadata',
      description: "When 'code' response type is used, 'authorization_code' grant type must be included",
    });
  });

  it('takes EdDSA and RS256 ID tokens only, and no pairwise subjects', () => {
    const withAlg = (alg: string) => () =>
      checkOAuthClient({ redirect_uris: uris, id_token_signed_response_alg: alg }, SCOPES);
    expect(refusalOf(withAlg('RS256'))).toBeNull();
    expect(refusalOf(withAlg('EdDSA'))).toBeNull();
    expect(refusalOf(withAlg('none'))?.description).toBe('unsupported id_token_signed_response_alg none');
    expect(refusalOf(() => checkOAuthClient({ redirect_uris: uris, subject_type: 'pairwise' }, SCOPES))).toEqual({
      error: 'invalid_client_metadata',
      description: 'pairwise subject_type requires server pairwiseSecret configuration',
    });
  });
});

describe('checkClientCredentialsScopes', () => {
  it('takes provider scopes a client may hold for itself, for confidential client_credentials clients', () => {
    expect(
      refusalOf(() => checkClientCredentialsScopes(['api:read'], ['client_credentials'], null, SCOPES)),
    ).toBeNull();
    expect(refusalOf(() => checkClientCredentialsScopes(['api:read'], ['client_credentials'], 'none', SCOPES))).toEqual(
      { error: 'invalid_client_metadata', description: 'public clients cannot be assigned client_credentials scopes' },
    );
    expect(
      refusalOf(() => checkClientCredentialsScopes(['email', 'api:write'], ['client_credentials'], null, SCOPES)),
    ).toEqual({
      error: 'invalid_scope',
      description: 'The following client_credentials scopes are invalid: email, api:write',
    });
  });
});
