import { SAML_CLOCK_SKEW_MS } from './saml.constants';
import { SamlRefusal, invalidResponse } from './saml-refusal';
import type { SamlResponseFacts } from './saml-response-facts';

/** Who we are for this provider: the audiences an assertion may name, and where it may be delivered. */
export interface SamlExpectations {
  audiences: ReadonlySet<string>;
  acsUrl: string;
  nowMs: number;
}

/** Exactly one plain assertion: no encrypted ones (we publish no encryption key), none hidden elsewhere. */
export function checkShape(facts: SamlResponseFacts): void {
  if (facts.encryptedAssertionCount > 0) throw invalidResponse('Encrypted SAML assertions are not accepted');
  if (facts.assertionCount !== 1) throw invalidResponse('SAML response must contain exactly one assertion');
  if (!facts.assertionId) throw invalidResponse('SAML assertion has no ID');
  if (!facts.hasResponseSignature) throw invalidResponse('SAML response signature is required');
  if (!facts.hasAssertionSignature) throw invalidResponse('SAML assertion signature is required');
}

/**
 * The assertion was issued for us, to this endpoint, and is still valid (with clock skew); the Response
 * answers a request of ours (IdP-initiated sign-in is refused: nothing ties it to a browser that asked).
 */
export function checkBinding(facts: SamlResponseFacts, expected: SamlExpectations): string {
  if (facts.audienceRestrictions.length === 0 || facts.audienceRestrictions.every((group) => group.length === 0)) {
    throw invalidResponse('Audience restriction missing');
  }
  if (facts.audienceRestrictions.some((group) => !group.some((audience) => expected.audiences.has(audience)))) {
    throw invalidResponse('Audience mismatch');
  }
  if (facts.destination !== undefined && facts.destination !== expected.acsUrl) {
    throw invalidResponse('SAML response Destination does not match this Service Provider');
  }
  const bearer = facts.bearerConfirmations.filter((data) => data.recipient === expected.acsUrl);
  if (bearer.length === 0) throw invalidResponse('SAML bearer SubjectConfirmationData Recipient does not match');
  if (
    !isBefore(expected.nowMs, facts.notOnOrAfter) ||
    !bearer.every((data) => isBefore(expected.nowMs, data.notOnOrAfter))
  ) {
    throw invalidResponse('SAML assertion has expired');
  }
  if (facts.notBefore !== undefined && !(expected.nowMs + SAML_CLOCK_SKEW_MS >= timeOf(facts.notBefore))) {
    throw invalidResponse('SAML assertion is not yet valid');
  }
  const requestId = facts.inResponseTo;
  if (!requestId) throw new SamlRefusal('unsolicited_response', 'IdP-initiated SSO not allowed');
  if (bearer.some((data) => data.inResponseTo !== undefined && data.inResponseTo !== requestId)) {
    throw invalidResponse('SAML assertion answers another request');
  }
  return requestId;
}

/** Whether `nowMs` is before the limit, allowing for skew; no limit: yes. */
function isBefore(nowMs: number, limit: string | undefined): boolean {
  return limit === undefined || nowMs - SAML_CLOCK_SKEW_MS < timeOf(limit);
}

function timeOf(instant: string): number {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw invalidResponse('SAML assertion has an invalid timestamp');
  return ms;
}
