import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../platform/common/crypto/hmac';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from './two-factor.constants';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4226 HOTP with HMAC-SHA1 and dynamic truncation. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238's time step T for a moment. */
export function timeStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is, within the window around now; null when none matches. Every step of the
 * window is compared in constant time, so the answer's timing tells neither how much of a guess was right nor
 * which step it matched.
 */
export function matchingTimeStep(key: Buffer, code: string, nowMs: number): number | null {
  const current = timeStepAt(nowMs);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (constantTimeEqual(hotp(key, step), code) && matched === null) matched = step;
  }
  return matched;
}

/** RFC 4648 base32 without padding, as authenticator apps read the `secret` parameter. */
export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The `otpauth://` URI an authenticator app scans, in Better Auth's form and parameter order. */
export function otpauthUri(key: Buffer, issuer: string, account: string): string {
  const params = new URLSearchParams({
    secret: base32(key),
    issuer,
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params.toString()}`;
}
