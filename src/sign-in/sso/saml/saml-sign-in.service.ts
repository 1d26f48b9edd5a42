import { Injectable, OnModuleInit } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AppConfig } from '../../../platform/config/app-config';
import { RequestMeta } from '../../../identity/session/session.types';
import { withQuery } from '../sign-in/redirect-query';
import { SamlSignInStarter, SamlSignInStarts } from '../sign-in/saml-sign-in-starts';
import { SsoSignInCompletion } from '../sign-in/sso-sign-in-completion.service';
import { SsoSignInOutcome } from '../sign-in/sso-sign-in.types';
import type { SsoProvider, SsoReturnUrls } from '../sso-provider.types';
import { SamlAssertionConsumer } from './saml-assertion-consumer';
import { SamlAuthnRequests } from './saml-authn-requests';

/** SAML 2.0 sign-in: the IdP URL for `POST /sign-in/sso`, and the end of the flow at the ACS. */
@Injectable()
export class SamlSignIn implements SamlSignInStarter, OnModuleInit {
  constructor(
    private readonly requests: SamlAuthnRequests,
    private readonly consumer: SamlAssertionConsumer,
    private readonly completion: SsoSignInCompletion,
    private readonly starts: SamlSignInStarts,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.starts.register(this);
  }

  /** The IdP URL with `SAMLRequest` and `RelayState`; the request is remembered for its answer. */
  startUrl(provider: SsoProvider, urls: SsoReturnUrls): Promise<string> {
    return this.requests.start(provider, urls);
  }

  async finish(
    auditCaller: AuditCaller,
    providerId: string,
    body: { SAMLResponse: string; RelayState?: string },
    meta: RequestMeta,
  ): Promise<SsoSignInOutcome> {
    const answer = await this.consumer.consume(providerId, body.SAMLResponse, body.RelayState);
    if (answer.kind === 'verified') {
      return this.completion.complete(auditCaller, answer.provider, answer.identity, answer.urls, meta);
    }
    const { error, description } = answer.refusal;
    if (answer.urls) return this.completion.refusal(answer.urls, error, description);
    // Nothing of ours names a return URL: Better Auth's error page.
    const errorPage = `${this.config.baseUrl}${this.config.basePath}/error`;
    return { location: withQuery(errorPage, { error, error_description: description }) };
  }
}
