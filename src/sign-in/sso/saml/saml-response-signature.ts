import { KeyObject, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import type { IdentityProviderConstructor } from 'samlify/types/src/types';
import { SignedXml } from 'xml-crypto';
import { invalidResponse } from './saml-refusal';

const PROTOCOL_NAMESPACE = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SIGNATURE_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * Requires the Response's own enveloped signature to verify under a certificate the provider trusts, so the
 * parts outside the assertion (Destination, InResponseTo, Status) are the IdP's too: samlify accepts a
 * response as soon as any one of its signatures verifies. Against wrapping, the one Signature must be a
 * direct child of the root Response and sign exactly that element (its only Reference is `#<Response ID>`;
 * xml-crypto refuses a document where that ID is not unique). Certificates in the message are never used.
 */
export function verifyResponseSignature(xml: string, idp: IdentityProviderConstructor): void {
  const response = responseElementOf(xml);
  const id = response.getAttribute('ID');
  const signatures = Array.from(response.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (node as Element).localName === 'Signature' &&
      (node as Element).namespaceURI === SIGNATURE_NAMESPACE,
  );
  if (signatures.length === 0) throw invalidResponse('SAML response signature is required');
  if (!id || signatures.length !== 1) throw invalidResponse('Invalid SAML response');
  const verified = trustedKeysOf(idp).some((key) => signsResponse(xml, signatures[0], key, id));
  if (!verified) throw invalidResponse('Invalid SAML response');
}

function responseElementOf(xml: string): Element {
  const refuse = (): never => {
    throw invalidResponse('SAML response XML could not be parsed');
  };
  const document = new DOMParser({ errorHandler: { error: refuse, fatalError: refuse } }).parseFromString(
    xml,
    'text/xml',
  );
  const root = document.documentElement;
  if (!root || root.localName !== 'Response' || root.namespaceURI !== PROTOCOL_NAMESPACE) {
    throw invalidResponse('Not a SAML Response');
  }
  return root;
}

/** Whether `signature` verifies under `key` and signs nothing but the Response whose ID is `id`. */
function signsResponse(xml: string, signature: Element, key: KeyObject, id: string): boolean {
  const signed = new SignedXml({ publicCert: key });
  try {
    signed.loadSignature(signature);
    if (!signed.checkSignature(xml)) return false;
  } catch {
    return false;
  }
  const references = signed.getReferences();
  return references.length === 1 && references[0].uri === `#${id}`;
}

/** The provider's signing certificates, the ones samlify checks the assertion's signature against. */
function trustedKeysOf(idp: IdentityProviderConstructor): KeyObject[] {
  const declared = (idp.entityMeta.getX509Certificate('signing') as unknown) ?? [];
  const bodies = [declared].flat(Infinity).filter((cert): cert is string => typeof cert === 'string');
  return bodies.flatMap((body) => {
    try {
      return [new X509Certificate(Buffer.from(body.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64')).publicKey];
    } catch {
      return [];
    }
  });
}
