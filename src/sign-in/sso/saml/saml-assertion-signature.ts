import type { IdentityProviderConstructor } from 'samlify/types/src/types';
import { invalidResponse } from './saml-refusal';
import { samlify } from './samlify';

const PROTOCOL_NAMESPACE = 'urn:oasis:names:tc:SAML:2.0:protocol';

/**
 * Requires the assertion itself, not only its enclosing Response, to carry a valid signature by the IdP's
 * key: samlify accepts a response when any one of its signatures verifies, and a signed Response around an
 * unsigned assertion is what a proxy or a careless IdP sends. The assertion (serialized by samlify with the
 * namespaces it uses) is checked alone inside a bare Response, so only its own signature can vouch for it.
 */
export function verifyAssertionSignature(xml: string, idp: IdentityProviderConstructor, assertionId: string): void {
  const { assertion } = samlify.Extractor.extract(xml, [
    { key: 'assertion', localPath: ['Response', 'Assertion'], attributes: [], context: true },
  ]);
  if (typeof assertion !== 'string') throw invalidResponse('SAML assertion signature is required');
  const alone = `<samlp:Response xmlns:samlp="${PROTOCOL_NAMESPACE}">${assertion}</samlp:Response>`;
  let verified: boolean;
  let signedAssertion: string | null;
  try {
    [verified, signedAssertion] = samlify.SamlLib.verifySignature(alone, {
      metadata: idp.entityMeta,
      signatureAlgorithm: idp.entitySetting.requestSignatureAlgorithm,
    });
  } catch {
    [verified, signedAssertion] = [false, null];
  }
  const signedId = signedAssertion ? /^<[^>]*\sID="([^"]+)"/.exec(signedAssertion)?.[1] : undefined;
  if (!verified || signedId !== assertionId) throw invalidResponse('SAML assertion signature is required');
}
