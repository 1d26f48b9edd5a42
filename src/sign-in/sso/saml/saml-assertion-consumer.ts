import { Injectable, Logger } from '@nestjs/common';
import { constantTimeEqual } from '../../../platform/common/crypto/hmac';
import { Clock } from '../../../platform/common/time/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { SecondaryStorage } from '../../../platform/secondary-storage/secondary-storage';
import { SsoProviders } from '../providers/sso-providers';
import type { SsoIdentity, SsoProvider, SsoReturnUrls } from '../sso-provider.types';
import {
  RELAY_STATE_MAX_CHARS,
  SAML_CLOCK_SKEW_MS,
  SAML_RESPONSE_MAX_CHARS,
  USED_ASSERTION_DEFAULT_TTL_MS,
  USED_ASSERTION_KEY_PREFIX,
} from './saml.constants';
import { verifyAssertionSignature } from './saml-assertion-signature';
import { SamlAuthnRequests } from './saml-authn-requests';
import { identityProviderFor, serviceProviderFor } from './saml-entities';
import { identityFrom } from './saml-identity';
import { SamlRefusal, invalidResponse } from './saml-refusal';
import { checkBinding, checkShape } from './saml-response-checks';
import { SamlResponseFacts, readResponseFacts } from './saml-response-facts';
import { verifyResponseSignature } from './saml-response-signature';

/** A verified answer, ready for the sign-in completion; or a refusal with where the browser goes. */
export type SamlAnswer =
  | { kind: 'verified'; provider: SsoProvider; identity: SsoIdentity; urls: SsoReturnUrls }
  | { kind: 'refused'; refusal: SamlRefusal; urls: SsoReturnUrls | null };

/**
 * The assertion consumer: checks an IdP's POSTed Response (signatures by the IdP's key on the Response and
 * on its one assertion, issuer, audience, recipient, destination, times, InResponseTo of a pending request of
 * ours, assertion id never used before) and reads who signed in. The response itself is never logged.
 */
@Injectable()
export class SamlAssertionConsumer {
  private readonly logger = new Logger(SamlAssertionConsumer.name);

  constructor(
    private readonly providers: SsoProviders,
    private readonly requests: SamlAuthnRequests,
    private readonly storage: SecondaryStorage,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async consume(providerId: string, samlResponse: string, relayState?: string): Promise<SamlAnswer> {
    let urls: SsoReturnUrls | null = null;
    try {
      if (samlResponse.length > SAML_RESPONSE_MAX_CHARS || (relayState?.length ?? 0) > RELAY_STATE_MAX_CHARS) {
        throw invalidResponse('SAML response exceeds maximum allowed size');
      }
      const provider = await this.providers.findByProviderId(providerId);
      const config = provider?.samlConfig;
      if (!provider || !config) throw invalidResponse('No SAML provider found');
      if (this.config.sso.domainVerification && !provider.domainVerified) {
        throw invalidResponse('Provider domain has not been verified');
      }
      const encoded = samlResponse.replace(/\s+/g, '');
      const xml = Buffer.from(encoded, 'base64').toString('utf8');
      const facts = readResponseFacts(xml);
      // Only to know where a refusal goes; the request is answered once everything else holds.
      urls = facts.inResponseTo ? ((await this.requests.find(facts.inResponseTo))?.urls ?? null) : null;
      checkShape(facts);
      const acsUrl = this.requests.acsUrlOf(providerId);
      const sp = serviceProviderFor(config, acsUrl);
      const idp = identityProviderFor(config);
      verifyResponseSignature(xml, idp);
      const parsed = await sp.parseLoginResponse(idp, 'post', { body: { SAMLResponse: encoded } }).catch(() => {
        throw invalidResponse('Invalid SAML response');
      });
      verifyAssertionSignature(xml, idp, facts.assertionId as string);
      const audiences = new Set([sp.entityMeta.getEntityID(), config.audience].filter((value) => !!value));
      const requestId = checkBinding(facts, { audiences: audiences as Set<string>, acsUrl, nowMs: this.clock.nowMs() });
      await this.rememberAssertion(facts);
      const request = await this.requests.answer(requestId);
      if (!request || request.providerId !== providerId) {
        throw invalidResponse('Unknown or expired request ID');
      }
      if (relayState !== undefined && !constantTimeEqual(relayState, request.relayState)) {
        throw new SamlRefusal('invalid_state', 'invalid_or_expired_relay_state');
      }
      return { kind: 'verified', provider, identity: identityFrom(parsed.extract, config), urls: request.urls };
    } catch (error) {
      if (!(error instanceof SamlRefusal)) throw error;
      this.logger.warn(`SAML response refused for provider ${providerId}: ${error.description}`);
      return { kind: 'refused', refusal: error, urls };
    }
  }

  /** One use per assertion id, across instances, until the assertion would have expired anyway. */
  private async rememberAssertion(facts: SamlResponseFacts): Promise<void> {
    const nowMs = this.clock.nowMs();
    const limitMs = facts.notOnOrAfter ? Date.parse(facts.notOnOrAfter) + SAML_CLOCK_SKEW_MS - nowMs : 0;
    const ttlMs = limitMs > 0 ? limitMs : USED_ASSERTION_DEFAULT_TTL_MS;
    const isFirstUse = await this.storage.setIfAbsent(`${USED_ASSERTION_KEY_PREFIX}${facts.assertionId}`, '1', ttlMs);
    if (!isFirstUse) throw new SamlRefusal('replay_detected', 'SAML assertion has already been used');
  }
}
