import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256(secret: string, value: string, encoding: 'base64' | 'base64url' = 'base64'): string {
  return createHmac('sha256', secret).update(value).digest(encoding);
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

const SIGNATURE_LENGTH = 44;

/** `value.signature`, the signature being the padded base64 HMAC-SHA256, as Better Auth signs cookies. */
export function signValue(value: string, secret: string): string {
  return `${value}.${hmacSha256(secret, value)}`;
}

/** The value of a signed string, or null when the signature does not match. */
export function unsignValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  return constantTimeEqual(signature, hmacSha256(secret, value)) ? value : null;
}
