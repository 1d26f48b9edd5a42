import { findRegisteredRedirectUri } from './redirect-uris';

describe('findRegisteredRedirectUri', () => {
  const registered = ['https://app.example.com/callback', 'http://127.0.0.1/cb', 'http://[::1]:8080/cb'];

  it('matches a registered URI exactly, and nothing that differs in any character', () => {
    expect(findRegisteredRedirectUri(registered, 'https://app.example.com/callback')).toBe(registered[0]);
    for (const near of [
      'https://app.example.com/callback/',
      'https://app.example.com/Callback',
      'https://app.example.com:443/callback?x=1',
      'http://app.example.com/callback',
      'https://app.example.com:8443/callback',
    ])
      expect(findRegisteredRedirectUri(registered, near)).toBeUndefined();
  });

  it('lets a native loopback redirect name any port, and only the port (RFC 8252 §7.3)', () => {
    expect(findRegisteredRedirectUri(registered, 'http://127.0.0.1:49152/cb')).toBe(registered[1]);
    expect(findRegisteredRedirectUri(registered, 'http://[::1]:3000/cb')).toBe(registered[2]);
    expect(findRegisteredRedirectUri(registered, 'http://127.0.0.1:49152/other')).toBeUndefined();
    expect(findRegisteredRedirectUri(registered, 'https://127.0.0.1:49152/cb')).toBeUndefined();
  });

  it('never matches a fragment, user information, or what is not a URL', () => {
    expect(findRegisteredRedirectUri(registered, 'https://app.example.com/callback#')).toBeUndefined();
    expect(findRegisteredRedirectUri(registered, 'https://user@app.example.com/callback')).toBeUndefined();
    expect(findRegisteredRedirectUri(registered, 'not a url')).toBeUndefined();
    expect(findRegisteredRedirectUri(registered, undefined)).toBeUndefined();
  });
});
