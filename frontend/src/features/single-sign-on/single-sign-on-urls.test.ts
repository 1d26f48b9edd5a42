import { describe, expect, it } from 'vitest';
import {
  acsUrl,
  redirectUri,
  spMetadataUrl,
  suggestedSpEntityId,
  verificationRecordNames,
} from './single-sign-on-urls';

const ORIGIN = 'https://auth.example.com';

describe('single sign-on URLs', () => {
  it('gives the OIDC redirect URI, the SP metadata URL and the ACS URL under the auth API', () => {
    expect(redirectUri(ORIGIN, 'acme-okta')).toBe('https://auth.example.com/api/auth/sso/callback/acme-okta');
    expect(spMetadataUrl(ORIGIN, 'acme-saml')).toBe(
      'https://auth.example.com/api/auth/sso/saml2/sp/metadata?providerId=acme-saml',
    );
    expect(acsUrl(ORIGIN, 'acme-saml')).toBe('https://auth.example.com/api/auth/sso/saml2/sp/acs/acme-saml');
  });

  it('proposes the SP metadata URL as our entity ID', () => {
    expect(suggestedSpEntityId(ORIGIN, 'acme-saml')).toBe(spMetadataUrl(ORIGIN, 'acme-saml'));
  });

  it('names one TXT record per domain of the provider', () => {
    expect(verificationRecordNames('acme-okta', 'Acme.com, acme.co.uk')).toEqual([
      '_better-auth-token-acme-okta.acme.com',
      '_better-auth-token-acme-okta.acme.co.uk',
    ]);
  });
});
