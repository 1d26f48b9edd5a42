const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';

/** The bindings our sign-in can send an AuthnRequest with, in the order we prefer them. */
const SIGN_IN_BINDINGS = [
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
];

export type IdpMetadataReading = { entryPoint: string } | { problem: string };

/**
 * Reads what registration needs from an identity provider's metadata XML: its sign-in URL and that it
 * names a signing certificate (the service refuses a SAML provider without one, since every assertion
 * must be signed).
 */
export function readIdpMetadata(xml: string): IdpMetadataReading {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    return { problem: 'The metadata is not well-formed XML' };
  const descriptor = document.getElementsByTagNameNS(METADATA_NS, 'IDPSSODescriptor')[0];
  if (!descriptor) return { problem: 'The metadata describes no identity provider (IDPSSODescriptor)' };
  const services = Array.from(descriptor.getElementsByTagNameNS(METADATA_NS, 'SingleSignOnService'));
  const service = SIGN_IN_BINDINGS.map((binding) =>
    services.find((candidate) => candidate.getAttribute('Binding') === binding),
  ).find((candidate) => candidate?.getAttribute('Location'));
  if (!service) return { problem: 'The metadata has no HTTP-Redirect or HTTP-POST SingleSignOnService' };
  const signingKeys = Array.from(descriptor.getElementsByTagNameNS(METADATA_NS, 'KeyDescriptor')).filter(
    (key) => (key.getAttribute('use') ?? 'signing') === 'signing',
  );
  const hasCertificate = signingKeys.some((key) =>
    Array.from(key.getElementsByTagNameNS('*', 'X509Certificate')).some((cert) => cert.textContent?.trim()),
  );
  if (!hasCertificate) return { problem: 'The metadata has no signing certificate (X509Certificate)' };
  return { entryPoint: service.getAttribute('Location') ?? '' };
}
