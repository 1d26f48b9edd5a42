import type { SecretKeyring } from '../../platform/common/crypto/secret-keyring';

const BEARER_SCHEME = /^bearer +/i;

/**
 * The session token an `Authorization: Bearer` header carries, as Better Auth's bearer plugin reads
 * it: the signed cookie value (`token.signature`, percent-encoded or not), whose signature must
 * match, or the plain token. Null when the header is absent, another scheme, or badly signed.
 */
export function readBearerToken(header: string | undefined, secrets: SecretKeyring): string | null {
  if (!header || !BEARER_SCHEME.test(header)) return null;
  const credential = header.replace(BEARER_SCHEME, '').trim();
  if (!credential) return null;
  const decoded = credential.includes('%') ? safeDecode(credential) : credential;
  if (!decoded.includes('.')) return decoded;
  return secrets.unsign(decoded);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
