import crypto from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { constantTimeEqual, hmacSha256, signValue, unsignValue } from './hmac';

// A cookie Better Auth 1.4.22 set for this token and secret, signature URL-decoded.
const SECRET = 'secret-secret-secret-secret-secret';
const TOKEN = 'abcDEF1234567890abcDEF1234567890';
const BETTER_AUTH_SIGNATURE = 'Vh04grgSRb3JK64GRD9/vpB06xZd/j8Ci2mlhbfqvZE=';

describe('signValue', () => {
  it('signs a session token exactly as Better Auth signs its session cookie', () => {
    expect(signValue(TOKEN, SECRET)).toBe(`${TOKEN}.${BETTER_AUTH_SIGNATURE}`);
  });

  it('appends a 44-character padded standard base64 signature after a dot', () => {
    const signed = signValue('true', SECRET);

    expect(signed).toMatch(/^true\.[A-Za-z0-9+/]{43}=$/);
  });

  it.each(['true', 'a.value.with.dots', 'ünïcödé ✓', ''])(
    'matches Better Auth’s makeSignature for %j',
    async (value) => {
      expect(signValue(value, SECRET)).toBe(`${value}.${await makeSignature(value, SECRET)}`);
    },
  );
});

describe('unsignValue', () => {
  it('returns the value of a correctly signed string', () => {
    expect(unsignValue(`${TOKEN}.${BETTER_AUTH_SIGNATURE}`, SECRET)).toBe(TOKEN);
  });

  it('returns a value containing dots whole, splitting at the last dot', () => {
    expect(unsignValue(signValue('a.b.c', SECRET), SECRET)).toBe('a.b.c');
  });

  it('rejects a tampered value', () => {
    expect(unsignValue(`${TOKEN.slice(0, -1)}1.${BETTER_AUTH_SIGNATURE}`, SECRET)).toBeNull();
  });

  it('rejects a tampered signature of the right length', () => {
    const tampered = `W${BETTER_AUTH_SIGNATURE.slice(1)}`;

    expect(unsignValue(`${TOKEN}.${tampered}`, SECRET)).toBeNull();
  });

  it('rejects a signature made with another secret', () => {
    expect(unsignValue(signValue(TOKEN, `${SECRET}-other`), SECRET)).toBeNull();
  });

  it.each([
    ['a signature without its padding', `${TOKEN}.${BETTER_AUTH_SIGNATURE.slice(0, -1)}`],
    ['a short signature', `${TOKEN}.${BETTER_AUTH_SIGNATURE.slice(0, 20)}=`],
    ['a 44-character signature not ending in "="', `${TOKEN}.${BETTER_AUTH_SIGNATURE.slice(0, -1)}A`],
    ['a base64url signature', `${TOKEN}.${hmacSha256(SECRET, TOKEN, 'base64url')}`],
    ['no dot', TOKEN],
    ['nothing before the dot', `.${BETTER_AUTH_SIGNATURE}`],
    ['an empty string', ''],
  ])('rejects %s', (_label, signed) => {
    expect(unsignValue(signed, SECRET)).toBeNull();
  });
});

describe('hmacSha256', () => {
  it('gives padded base64 by default and unpadded base64url on request, of the same digest', () => {
    const base64 = hmacSha256(SECRET, TOKEN);
    const base64url = hmacSha256(SECRET, TOKEN, 'base64url');

    expect(base64).toBe(BETTER_AUTH_SIGNATURE);
    expect(base64url).toBe('Vh04grgSRb3JK64GRD9_vpB06xZd_j8Ci2mlhbfqvZE');
  });
});

describe('constantTimeEqual', () => {
  it('is true for equal strings and false for different ones, whatever their lengths', () => {
    expect(constantTimeEqual('same-value', 'same-value')).toBe(true);
    expect(constantTimeEqual('same-value', 'same-valuf')).toBe(false);
    expect(constantTimeEqual('short', 'a longer value')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('compares bytes, not characters: strings of one length in characters but not in bytes differ, unthrown', () => {
    expect(constantTimeEqual('12345é', '123456')).toBe(false);
    expect(constantTimeEqual('12345é', '12345é')).toBe(true);
  });

  it('runs a constant-time comparison for a guess of the wrong length too', () => {
    const comparison = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect(constantTimeEqual('123456', '12345')).toBe(false);
      expect(comparison).toHaveBeenCalledTimes(1);
    } finally {
      comparison.mockRestore();
    }
  });
});
