import { JwtAlgorithm } from '../../platform/config/app-config';

/** What `jose.generateKeyPair` needs for each algorithm; EdDSA keys are Ed25519, as Better Auth makes them. */
export const KEY_PAIR_OPTIONS: Record<JwtAlgorithm, { crv?: string; modulusLength?: number }> = {
  EdDSA: { crv: 'Ed25519' },
  ES256: { crv: 'P-256' },
  RS256: { modulusLength: 2048 },
};

/**
 * The algorithm a stored key signs with, read from the key itself: Better Auth 1.4 keeps no `alg`
 * column, so a key made before the configured algorithm changed still signs (and is published) as what it is.
 */
export function algorithmOf(publicJwk: { kty?: unknown; crv?: unknown }): JwtAlgorithm | null {
  if (publicJwk.kty === 'OKP' && publicJwk.crv === 'Ed25519') return 'EdDSA';
  if (publicJwk.kty === 'EC' && publicJwk.crv === 'P-256') return 'ES256';
  if (publicJwk.kty === 'RSA') return 'RS256';
  return null;
}
