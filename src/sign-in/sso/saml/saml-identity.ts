import type { ExtractorResult } from 'samlify/types/src/types';
import type { SamlProviderConfig, SsoIdentity } from '../sso-provider.types';
import { invalidResponse } from './saml-refusal';

/**
 * Who the assertion names, through the provider's attribute mapping with Better Auth's defaults: the NameID is
 * the subject (the account id), the e-mail comes from `email` (else the NameID), the name from `givenName` and
 * `surname`, else `displayName`. The IdP's word on e-mail verification is not taken: the completion decides
 * from the provider's verified domain.
 */
export function identityFrom(extract: ExtractorResult, config: SamlProviderConfig): SsoIdentity {
  const attributes = extract.attributes ?? {};
  const mapping = config.mapping ?? {};
  const attribute = (name: string): string | undefined => {
    const value = attributes[name];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first.trim() ? first.trim() : undefined;
  };
  const subject = typeof extract.nameID === 'string' ? extract.nameID.trim() : '';
  const email = (attribute(mapping.email || 'email') ?? subject).toLowerCase();
  if (!subject || !email) throw invalidResponse('Unable to extract user ID or email from SAML response');
  const fullName = [attribute(mapping.firstName || 'givenName'), attribute(mapping.lastName || 'surname')]
    .filter(Boolean)
    .join(' ');
  return {
    subject,
    email,
    emailVerified: false,
    name: fullName || attribute(mapping.name || 'displayName') || subject,
    image: mapping.image ? (attribute(mapping.image) ?? null) : null,
  };
}
