import { describe, expect, it } from 'vitest';
import { IDP_METADATA } from './idp-metadata-fixture';
import { checkProviderDraft, NEW_PROVIDER, registrationOf, type ProviderDraft } from './provider-draft';

const OIDC: ProviderDraft = {
  ...NEW_PROVIDER,
  providerId: 'acme-okta',
  issuer: 'https://acme.okta.com',
  domain: 'acme.com',
  clientId: 'client-1',
  clientSecret: 'secret-1',
};
const SAML: ProviderDraft = {
  ...NEW_PROVIDER,
  protocol: 'saml',
  providerId: 'acme-saml',
  issuer: 'https://auth.example.com/api/auth/sso/saml2/sp/metadata?providerId=acme-saml',
  domain: 'acme.com',
  idpMetadata: IDP_METADATA,
};

describe('checkProviderDraft', () => {
  it('says what each empty field of an OIDC provider needs', () => {
    expect(checkProviderDraft({ ...NEW_PROVIDER, scopes: 'email' })).toEqual({
      providerId: 'Lower-case letters, digits and inner hyphens, at most 44 characters',
      issuer: 'An http(s) URL',
      domain: 'One or more domain names, comma-separated (example.com)',
      clientId: 'The client ID the identity provider gave you',
      clientSecret: 'The client secret the identity provider gave you',
      scopes: 'Include openid',
    });
  });

  it('asks a SAML provider for its metadata, not for OIDC client fields', () => {
    expect(checkProviderDraft({ ...SAML, idpMetadata: '' })).toEqual({ idpMetadata: 'Paste or upload it' });
  });

  it('refuses a provider id that would not fit in a DNS label', () => {
    expect(checkProviderDraft({ ...OIDC, providerId: 'a'.repeat(45) })).toHaveProperty('providerId');
    expect(checkProviderDraft({ ...OIDC, providerId: 'Acme_Okta' })).toHaveProperty('providerId');
    expect(checkProviderDraft({ ...OIDC, providerId: 'a'.repeat(44) })).toEqual({});
  });

  it('takes several comma-separated domains and refuses an e-mail address', () => {
    expect(checkProviderDraft({ ...OIDC, domain: 'acme.com, acme.co.uk' })).toEqual({});
    expect(checkProviderDraft({ ...OIDC, domain: 'it@acme.com' })).toHaveProperty('domain');
  });
});

describe('registrationOf', () => {
  it('sends an OIDC provider with its client and scopes, linked to the organization', () => {
    expect(registrationOf({ ...OIDC, domain: ' Acme.com , acme.co.uk' }, 'org-1')).toEqual({
      providerId: 'acme-okta',
      issuer: 'https://acme.okta.com',
      domain: 'acme.com,acme.co.uk',
      organizationId: 'org-1',
      oidcConfig: { clientId: 'client-1', clientSecret: 'secret-1', scopes: ['openid', 'email', 'profile'] },
    });
  });

  it('sends a SAML provider with its metadata, the sign-in URL read from it, and signed assertions required', () => {
    expect(registrationOf(SAML, 'org-1')).toEqual({
      providerId: 'acme-saml',
      issuer: SAML.issuer,
      domain: 'acme.com',
      organizationId: 'org-1',
      samlConfig: {
        entryPoint: 'https://idp.example.com/saml2/idp/SSOService.php',
        idpMetadata: { metadata: IDP_METADATA },
        wantAssertionsSigned: true,
      },
    });
  });
});
