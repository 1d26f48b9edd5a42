import { SsoAttributeMapping, SsoIdentity } from '../sso-provider.types';
import { SsoCallbackFailure } from './sso-callback-failure';

/** The identity the verified claims describe, each field read from the claim the provider's mapping names. */
export function identityFromClaims(claims: Record<string, unknown>, mapping: SsoAttributeMapping = {}): SsoIdentity {
  const subject = stringClaim(claims, 'sub');
  const email = stringClaim(claims, mapping.email || 'email');
  if (!subject || !email) throw new SsoCallbackFailure('invalid_provider', 'missing_user_info');
  const verified = claims[mapping.emailVerified || 'email_verified'];
  return {
    subject,
    email,
    // Only `true` or "true": a loose truthiness would read the string "false" as verified.
    emailVerified: verified === true || verified === 'true',
    name: stringClaim(claims, mapping.name || 'name') ?? '',
    image: stringClaim(claims, mapping.image || 'picture') ?? null,
  };
}

function stringClaim(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
