import { sha256Base64Url } from './digest';

describe('sha256Base64Url', () => {
  it('gives the unpadded base64url SHA-256 that Better Auth stores', () => {
    // SHA-256("abc"), a published test vector, in base64url without padding.
    expect(sha256Base64Url('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
