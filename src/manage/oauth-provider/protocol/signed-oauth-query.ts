import { constantTimeEqual, hmacSha256 } from '../../../platform/common/crypto/hmac';

const ISSUED_AT = 'ba_iat';
const POST_LOGIN_CLEARED = 'ba_pl';
const SIGNED_NAMES = 'ba_param';

/** Every parameter sorted by name, then value: the text the package signs. */
function canonical(params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([keyA, valueA], [keyB, valueB]) => {
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    if (valueA === valueB) return 0;
    return valueA < valueB ? -1 : 1;
  });
  return new URLSearchParams(sorted).toString();
}

/**
 * The authorization request as the login and consent pages receive it, signed as the package signs it:
 * the request's parameters, `exp`, `ba_iat` (milliseconds), every signed name in `ba_param`, and `sig`,
 * the padded base64 HMAC-SHA256 of the canonical query under the service's secret.
 */
export function signOAuthQuery(query: URLSearchParams, secret: string, nowMs: number, lifetimeSeconds: number): string {
  const params = new URLSearchParams(query);
  params.set('exp', String(Math.floor(nowMs / 1000) + lifetimeSeconds));
  params.set(ISSUED_AT, String(nowMs));
  params.delete('sig');
  params.delete(POST_LOGIN_CLEARED);
  params.delete(SIGNED_NAMES);
  for (const name of [...new Set([...params.keys(), SIGNED_NAMES])].sort()) params.append(SIGNED_NAMES, name);
  params.set('sig', hmacSha256(secret, canonical(params)));
  return params.toString();
}

/** The authorization request a page handed back, with when it was signed (milliseconds, when it says). */
export interface SignedAuthorizationRequest {
  query: URLSearchParams;
  issuedAtMs: number | null;
}

/**
 * Reads an `oauth_query` as the package verifies it: one `sig`, matching the canonical text of everything else,
 * and `exp` not passed. Null when changed or expired. The request comes back without the signing parameters.
 */
export function readSignedOAuthQuery(
  oauthQuery: string,
  secret: string,
  nowMs: number,
): SignedAuthorizationRequest | null {
  const params = new URLSearchParams(oauthQuery);
  const signatures = params.getAll('sig');
  const exp = Number(params.get('exp'));
  params.delete('sig');
  if (signatures.length !== 1 || !signatures[0]) return null;
  if (!constantTimeEqual(signatures[0], hmacSha256(secret, canonical(params)))) return null;
  if (!(exp * 1000 >= nowMs)) return null;
  const issuedAt = Number(params.get(ISSUED_AT));
  for (const name of ['exp', ISSUED_AT, POST_LOGIN_CLEARED, SIGNED_NAMES]) params.delete(name);
  return { query: params, issuedAtMs: Number.isFinite(issuedAt) && issuedAt > 0 ? issuedAt : null };
}
