import { Injectable } from '@nestjs/common';
import { randomString } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { SecondaryStorage } from '../../../platform/secondary-storage/secondary-storage';
import type { SsoProvider, SsoReturnUrls } from '../sso-provider.types';
import {
  ANSWERED_REQUEST_KEY_PREFIX,
  AUTHN_REQUEST_KEY_PREFIX,
  AUTHN_REQUEST_TTL_MS,
  RELAY_STATE_LENGTH,
  SAML_ACS_PATH,
} from './saml.constants';
import { identityProviderFor, serviceProviderFor } from './saml-entities';

/** What is kept of an AuthnRequest until its answer: for which provider, and where the browser goes next. */
export interface SamlAuthnRequest {
  providerId: string;
  relayState: string;
  urls: SsoReturnUrls;
  expiresAtMs: number;
}

/**
 * SP-initiated sign-in: the AuthnRequest sent to the IdP, remembered in the secondary storage by its id so
 * that whichever instance receives the answer can check its InResponseTo and knows the return URLs.
 */
@Injectable()
export class SamlAuthnRequests {
  constructor(
    private readonly storage: SecondaryStorage,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  acsUrlOf(providerId: string): string {
    return `${this.config.baseUrl}${this.config.basePath}${SAML_ACS_PATH}/${encodeURIComponent(providerId)}`;
  }

  /** The IdP URL (HTTP-Redirect binding) carrying `SAMLRequest` and a fresh `RelayState`. */
  async start(provider: SsoProvider, urls: SsoReturnUrls): Promise<string> {
    if (!provider.samlConfig) throw new Error(`Provider ${provider.providerId} has no SAML configuration`);
    const sp = serviceProviderFor(provider.samlConfig, this.acsUrlOf(provider.providerId));
    const idp = identityProviderFor(provider.samlConfig);
    const relayState = randomString(RELAY_STATE_LENGTH);
    const { id, context } = sp.createLoginRequest(idp, 'redirect', { relayState });
    const record: SamlAuthnRequest = {
      providerId: provider.providerId,
      relayState,
      urls,
      expiresAtMs: this.clock.nowMs() + AUTHN_REQUEST_TTL_MS,
    };
    await this.storage.set(`${AUTHN_REQUEST_KEY_PREFIX}${id}`, JSON.stringify(record), AUTHN_REQUEST_TTL_MS);
    return context;
  }

  /** The pending request, without answering it: where to send the browser when its answer is refused. */
  async find(requestId: string): Promise<SamlAuthnRequest | null> {
    const stored = await this.storage.get(`${AUTHN_REQUEST_KEY_PREFIX}${requestId}`);
    if (!stored) return null;
    const record = JSON.parse(stored) as SamlAuthnRequest;
    return record.expiresAtMs > this.clock.nowMs() ? record : null;
  }

  /** The pending request, answered once: a second answer to the same request id gets null. */
  async answer(requestId: string): Promise<SamlAuthnRequest | null> {
    const record = await this.find(requestId);
    if (!record) return null;
    const isFirst = await this.storage.setIfAbsent(
      `${ANSWERED_REQUEST_KEY_PREFIX}${requestId}`,
      '1',
      AUTHN_REQUEST_TTL_MS,
    );
    if (!isFirst) return null;
    await this.storage.delete([`${AUTHN_REQUEST_KEY_PREFIX}${requestId}`]);
    return record;
  }
}
