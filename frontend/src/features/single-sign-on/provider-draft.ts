import { readIdpMetadata } from './saml-metadata';
import { providerDomains } from './single-sign-on-urls';
import type { RegisterSsoProviderBody, SsoProtocol } from './single-sign-on.types';

export interface ProviderDraft {
  protocol: SsoProtocol;
  providerId: string;
  issuer: string;
  domain: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated, as identity providers write them. */
  scopes: string;
  /** The identity provider's SAML metadata XML, pasted or read from a file. */
  idpMetadata: string;
}

export type ProviderDraftErrors = Partial<Record<keyof ProviderDraft, string>>;

export const NEW_PROVIDER: ProviderDraft = {
  protocol: 'oidc',
  providerId: '',
  issuer: '',
  domain: '',
  clientId: '',
  clientSecret: '',
  scopes: 'openid email profile',
  idpMetadata: '',
};

/**
 * The provider id names the TXT record `_better-auth-token-{providerId}.{domain}`, whose first label
 * DNS caps at 63 characters, and appears in callback paths: DNS-label characters only.
 */
const PROVIDER_ID = /^[a-z0-9](?:[a-z0-9-]{0,42}[a-z0-9])?$/;
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function scopeList(scopes: string): string[] {
  return scopes.split(/\s+/).filter((scope) => scope.length > 0);
}

export function checkProviderDraft(draft: ProviderDraft): ProviderDraftErrors {
  const errors: ProviderDraftErrors = {};
  if (!PROVIDER_ID.test(draft.providerId))
    errors.providerId = 'Lower-case letters, digits and inner hyphens, at most 44 characters';
  if (!isHttpUrl(draft.issuer.trim())) errors.issuer = 'An http(s) URL';
  const domains = providerDomains(draft.domain);
  if (domains.length === 0 || !domains.every((name) => DOMAIN_NAME.test(name)))
    errors.domain = 'One or more domain names, comma-separated (example.com)';
  if (draft.protocol === 'oidc') {
    if (!draft.clientId.trim()) errors.clientId = 'The client ID the identity provider gave you';
    if (!draft.clientSecret) errors.clientSecret = 'The client secret the identity provider gave you';
    if (!scopeList(draft.scopes).includes('openid')) errors.scopes = 'Include openid';
  } else {
    const reading = draft.idpMetadata.trim() ? readIdpMetadata(draft.idpMetadata) : { problem: 'Paste or upload it' };
    if ('problem' in reading) errors.idpMetadata = reading.problem;
  }
  return errors;
}

/** The body of `/sso/register` for a checked draft, linked to the organization. */
export function registrationOf(draft: ProviderDraft, organizationId: string): RegisterSsoProviderBody {
  const common = {
    providerId: draft.providerId,
    issuer: draft.issuer.trim(),
    domain: providerDomains(draft.domain).join(','),
    organizationId,
  };
  if (draft.protocol === 'oidc') {
    return {
      ...common,
      oidcConfig: {
        clientId: draft.clientId.trim(),
        clientSecret: draft.clientSecret,
        scopes: scopeList(draft.scopes),
      },
    };
  }
  const reading = readIdpMetadata(draft.idpMetadata);
  return {
    ...common,
    samlConfig: {
      entryPoint: 'entryPoint' in reading ? reading.entryPoint : '',
      idpMetadata: { metadata: draft.idpMetadata.trim() },
      // Every assertion must be signed; the dashboard offers no way to accept unsigned ones.
      wantAssertionsSigned: true,
    },
  };
}
