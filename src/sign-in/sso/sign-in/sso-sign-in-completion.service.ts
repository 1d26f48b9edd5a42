import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { RequestMeta } from '../../../identity/session/session.types';
import { SsoProvider, SsoIdentity, SsoReturnUrls } from '../sso-provider.types';
import { withQuery } from './redirect-query';
import { SsoUserResolution } from './sso-user-resolution.service';
import { SsoSignInMetrics } from './sso-sign-in.metrics';
import { SsoProtocol, SsoSignInOutcome, SsoSignedIn } from './sso-sign-in.types';

/**
 * The end both protocols share once the IdP's answer is verified: the user is resolved and a session opened, or
 * the sign-in is refused; either way the answer says where the browser goes. A refusal opens no session.
 */
@Injectable()
export class SsoSignInCompletion {
  constructor(
    private readonly resolution: SsoUserResolution,
    private readonly metrics: SsoSignInMetrics,
    readonly audit: AuditService,
  ) {}

  /**
   * Signs `identity` in through `provider`: to `newUserCallbackURL` (else `callbackURL`) for a user made here, to
   * `callbackURL` otherwise; a refusal goes to `errorCallbackURL` (else `callbackURL`) with `?error=<code>`.
   */
  async complete(
    auditCaller: AuditCaller,
    provider: SsoProvider,
    identity: SsoIdentity,
    urls: SsoReturnUrls,
    meta: RequestMeta,
  ): Promise<SsoSignInOutcome> {
    const type: SsoProtocol = provider.samlConfig && !provider.oidcConfig ? 'saml' : 'oidc';
    try {
      const signedIn = await this.signIn(auditCaller, provider, identity, type, meta);
      this.metrics.record(type, 'success');
      const location = signedIn.isRegister ? urls.newUserCallbackURL || urls.callbackURL : urls.callbackURL;
      return { location, signedIn };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      this.metrics.record(type, error.code);
      return this.refusal(urls, error.code, error.message);
    }
  }

  /** Where a refused sign-in goes: `errorCallbackURL` (else `callbackURL`) with `?error=` and its description. */
  refusal(urls: SsoReturnUrls, error: string, description?: string): SsoSignInOutcome {
    return {
      location: withQuery(urls.errorCallbackURL || urls.callbackURL, { error, error_description: description }),
    };
  }

  @Audited(
    'sign-in.sso',
    ([provider, identity, type]: [SsoProvider, SsoIdentity, SsoProtocol], signedIn?: SsoSignedIn) => ({
      actorId: signedIn?.user.id ?? null,
      targetType: 'user',
      targetId: signedIn?.user.id,
      metadata: {
        providerId: provider.providerId,
        type,
        subject: identity.subject,
        newUser: signedIn?.isRegister ?? false,
      },
    }),
  )
  private signIn(
    _auditCaller: AuditCaller,
    provider: SsoProvider,
    identity: SsoIdentity,
    _type: SsoProtocol,
    meta: RequestMeta,
  ): Promise<SsoSignedIn> {
    return this.resolution.signIn(provider, identity, meta);
  }
}
