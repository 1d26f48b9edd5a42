import { describe, expect, it } from 'vitest';
import { IDP_METADATA } from './idp-metadata-fixture';
import { readIdpMetadata } from './saml-metadata';

describe('readIdpMetadata', () => {
  it('reads the HTTP-Redirect sign-in URL before the HTTP-POST one', () => {
    expect(readIdpMetadata(IDP_METADATA)).toEqual({ entryPoint: 'https://idp.example.com/saml2/idp/SSOService.php' });
  });

  it('falls back to the HTTP-POST sign-in URL', () => {
    const postOnly = IDP_METADATA.replace(/<md:SingleSignOnService Binding="[^"]+HTTP-Redirect"[^>]+\/>/, '');
    expect(readIdpMetadata(postOnly)).toEqual({
      entryPoint: 'https://idp.example.com/saml2/idp/SSOService.php?binding=post',
    });
  });

  it('refuses text that is not XML', () => {
    expect(readIdpMetadata('<md:EntityDescriptor')).toEqual({ problem: 'The metadata is not well-formed XML' });
  });

  it('refuses service provider metadata, which describes no identity provider', () => {
    const sp = IDP_METADATA.replaceAll('IDPSSODescriptor', 'SPSSODescriptor');
    expect(readIdpMetadata(sp)).toEqual({
      problem: 'The metadata describes no identity provider (IDPSSODescriptor)',
    });
  });

  it('refuses metadata without a signing certificate, since every assertion must be signed', () => {
    expect(readIdpMetadata(IDP_METADATA.replace('use="signing"', 'use="encryption"'))).toEqual({
      problem: 'The metadata has no signing certificate (X509Certificate)',
    });
  });

  it('refuses metadata without a sign-in URL', () => {
    const withoutSignIn = IDP_METADATA.replace(/<md:SingleSignOnService[^>]+\/>/g, '');
    expect(readIdpMetadata(withoutSignIn)).toEqual({
      problem: 'The metadata has no HTTP-Redirect or HTTP-POST SingleSignOnService',
    });
  });
});
