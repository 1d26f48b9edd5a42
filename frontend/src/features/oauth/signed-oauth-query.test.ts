import { describe, expect, it } from 'vitest';
import { oauthQueryParam, pageOAuthQuery, signedOAuthQuery } from './signed-oauth-query';

// An authorization request as the service signs it onto the sign-in page, with one parameter it did not sign
// (`redirect`) between the signed ones and `sig` last.
const SIGN_IN_SEARCH =
  '?response_type=code&client_id=Zr4kQ9aXc&redirect_uri=https%3A%2F%2Fapp.example%2Fcallback' +
  '&scope=openid+profile+email+offline_access&state=st-1%2F2' +
  '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&prompt=consent' +
  '&redirect=%2Faccount&exp=1764444600&ba_iat=1764444000&ba_param=ba_iat&ba_param=client_id' +
  '&ba_param=code_challenge&ba_param=code_challenge_method&ba_param=exp&ba_param=prompt&ba_param=redirect_uri' +
  '&ba_param=response_type&ba_param=scope&ba_param=state&sig=q8dZc0b1n-Yt2l8wF3m3uXGcW2kq0bV9m4O8y7s6RZA';

// What `oauthQueryOf` in the server's test support (the package client's rule) gives for the same URL.
const EXPECTED_OAUTH_QUERY =
  'response_type=code&client_id=Zr4kQ9aXc&redirect_uri=https%3A%2F%2Fapp.example%2Fcallback' +
  '&scope=openid+profile+email+offline_access&state=st-1%2F2' +
  '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&prompt=consent' +
  '&exp=1764444600&ba_iat=1764444000&ba_param=ba_iat&ba_param=client_id&ba_param=code_challenge' +
  '&ba_param=code_challenge_method&ba_param=exp&ba_param=prompt&ba_param=redirect_uri&ba_param=response_type' +
  '&ba_param=scope&ba_param=state&sig=q8dZc0b1n-Yt2l8wF3m3uXGcW2kq0bV9m4O8y7s6RZA';

describe('signedOAuthQuery', () => {
  it('keeps sig, every ba_param and the parameters they name, in the order of the URL', () => {
    expect(signedOAuthQuery(SIGN_IN_SEARCH)).toBe(EXPECTED_OAUTH_QUERY);
  });

  it('is undefined for a page without a signed request', () => {
    expect(signedOAuthQuery('?redirect=%2Faccount')).toBeUndefined();
    expect(signedOAuthQuery('')).toBeUndefined();
  });

  it('is undefined when the signature names no parameters', () => {
    expect(signedOAuthQuery('?client_id=a&sig=abc')).toBeUndefined();
  });
});

describe('pageOAuthQuery', () => {
  it('prefers the signed request in the URL', () => {
    expect(pageOAuthQuery(SIGN_IN_SEARCH)).toBe(EXPECTED_OAUTH_QUERY);
  });

  it('takes the query carried from the page before', () => {
    const carried = new URLSearchParams({ oauth_query: EXPECTED_OAUTH_QUERY, methods: 'totp' });
    expect(pageOAuthQuery(`?${carried.toString()}`)).toBe(EXPECTED_OAUTH_QUERY);
  });
});

describe('oauthQueryParam', () => {
  it('reads the signed scope and client back', () => {
    expect(oauthQueryParam(EXPECTED_OAUTH_QUERY, 'scope')).toBe('openid profile email offline_access');
    expect(oauthQueryParam(EXPECTED_OAUTH_QUERY, 'client_id')).toBe('Zr4kQ9aXc');
    expect(oauthQueryParam(EXPECTED_OAUTH_QUERY, 'nonce')).toBeUndefined();
  });
});
