import crypto from 'node:crypto';
import { base32, hotp, matchingTimeStep, otpauthUri, timeStepAt } from './totp';

// RFC 6238 appendix B: the SHA-1 key and its 8-digit codes; the last six digits are the 6-digit code.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each(RFC_VECTORS)('gives the RFC test vector at %i s', (seconds, code) => {
    expect(hotp(RFC_KEY, timeStepAt(seconds * 1000), 8)).toBe(code);
  });

  it('accepts the code of the step before and after, and not two steps away', () => {
    const nowMs = 1_234_567_890_000;
    const step = timeStepAt(nowMs);

    expect(matchingTimeStep(RFC_KEY, hotp(RFC_KEY, step - 1), nowMs)).toBe(step - 1);
    expect(matchingTimeStep(RFC_KEY, hotp(RFC_KEY, step + 1), nowMs)).toBe(step + 1);
    expect(matchingTimeStep(RFC_KEY, hotp(RFC_KEY, step + 2), nowMs)).toBeNull();
  });

  it('compares the code with every step of the window in constant time, even once one has matched', () => {
    const nowMs = 1_234_567_890_000;
    const step = timeStepAt(nowMs);
    const comparison = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect(matchingTimeStep(RFC_KEY, hotp(RFC_KEY, step - 1), nowMs)).toBe(step - 1);
      expect(comparison).toHaveBeenCalledTimes(3);
    } finally {
      comparison.mockRestore();
    }
  });

  it('encodes base32 as RFC 4648 does, without padding', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(Buffer.from('f'))).toBe('MY');
  });

  // Written and computed by Better Auth's own createOTP for this secret.
  it('writes the otpauth URI Better Auth writes, and agrees with its codes', () => {
    const key = Buffer.from('abcdefghijklmnopqrstuvwxyz012345', 'utf8');

    expect(otpauthUri(key, 'Better Auth', 'ada@example.com')).toBe(
      'otpauth://totp/Better%20Auth:ada%40example.com' +
        '?secret=MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPIYDCMRTGQ2Q&issuer=Better+Auth&digits=6&period=30',
    );
    expect(hotp(key, 57_000_000)).toBe('585067');
  });
});
