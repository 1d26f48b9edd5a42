import { sha256Base64Url } from '../../../platform/common/crypto/digest';
import { constantTimeEqual } from '../../../platform/common/crypto/hmac';

/**
 * How `@better-auth/oauth-provider` stores client secrets and opaque tokens with its default "hashed" method:
 * SHA-256 of the UTF-8 text as unpadded base64url. Rows written by Better Auth 1.7 verify here and the other
 * way round.
 */
export function storedSecretOf(secret: string): string {
  return sha256Base64Url(secret);
}

/** Whether `presented` is the secret whose stored form is `stored`, compared in constant time. */
export function matchesStoredSecret(presented: string, stored: string | null | undefined): boolean {
  if (!presented || !stored) return false;
  return constantTimeEqual(storedSecretOf(presented), stored);
}
