import { Injectable, Logger } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { translateDatabaseFault } from '../../platform/database/database-faults';
import { ActiveSession } from '../../identity/session/session.types';
import { UserService } from '../../identity/user/user.service';
import { CallbackFailure } from './callback-failure';
import { toAccountTokens } from './provider-user.service';
import {
  AuthorizationRedirect,
  IdTokenInput,
  SocialRedirectInput,
  SocialSignInService,
  tokensOf,
} from './social-sign-in.service';
import { SOCIAL_ERRORS } from './social.errors';
import { OAuthStateData, ProviderProfile, ProviderTokens } from './social.types';

export interface UnlinkInput {
  providerId: string;
  /** The provider's id for the account, when the user has several with one provider. */
  accountId?: string;
}

/** A signed-in user adds a provider account to their own, or removes one. */
@Injectable()
export class AccountLinkingService {
  private readonly logger = new Logger(AccountLinkingService.name);

  constructor(
    private readonly signIns: SocialSignInService,
    private readonly users: UserService,
    readonly audit: AuditService,
  ) {}

  /** The redirect to the provider; the callback links rather than signs in. */
  beginLink(current: ActiveSession, input: SocialRedirectInput): Promise<AuthorizationRedirect> {
    return this.signIns.beginRedirect(input, { userId: current.user.id, email: current.user.email });
  }

  @Audited('link-social', ([current, providerId]: [ActiveSession, string, ...unknown[]]) => ({
    targetType: 'user',
    targetId: current.user.id,
    metadata: { providerId, method: 'id-token' },
  }))
  async linkWithIdToken(
    _auditCaller: AuditCaller,
    current: ActiveSession,
    providerId: string,
    idToken: IdTokenInput,
  ): Promise<void> {
    const provider = this.signIns.getProvider(providerId);
    const profile = await this.signIns.verifiedProfile(provider, idToken);
    const existing = await this.users.findProviderAccount(provider.id, profile.id);
    if (existing?.userId === current.user.id) return;
    if (existing) throw new AuthError(SOCIAL_ERRORS.SOCIAL_ACCOUNT_ALREADY_LINKED);
    if (!profile.emailVerified) throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_LINKED__LINKING_NOT_ALLOWED);
    if (profile.email.toLowerCase() !== current.user.email.toLowerCase()) {
      throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_LINKED__DIFFERENT_EMAILS_NOT_ALLOWED);
    }
    try {
      await this.users.linkProviderAccount(current.user.id, {
        providerId: provider.id,
        accountId: profile.id,
        tokens: toAccountTokens(tokensOf(idToken)),
      });
    } catch (error) {
      // An unreachable database answers 503 as everywhere. Anything else is Better Auth's refusal; its cause is
      // logged by name and message only, as the error may carry the statement's values, provider tokens among them.
      if (translateDatabaseFault(error)) throw error;
      const cause = error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error };
      this.logger.warn(
        { providerId: provider.id, userId: current.user.id, error: cause },
        'Could not store the linked provider account',
      );
      throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_LINKED__UNABLE_TO_CREATE_ACCOUNT);
    }
  }

  /** The callback of a link started with `beginLink`; failures carry Better Auth's error-page names. */
  @Audited('link-social', ([link, providerId]: [NonNullable<OAuthStateData['link']>, string, ...unknown[]]) => ({
    actorId: link.userId,
    targetType: 'user',
    targetId: link.userId,
    metadata: { providerId, method: 'redirect' },
  }))
  async linkFromCallback(
    _auditCaller: AuditCaller,
    link: NonNullable<OAuthStateData['link']>,
    providerId: string,
    profile: ProviderProfile,
    tokens: ProviderTokens,
  ): Promise<void> {
    if (!profile.emailVerified) throw new CallbackFailure('unable_to_link_account');
    if (profile.email?.toLowerCase() !== link.email.toLowerCase()) throw new CallbackFailure("email_doesn't_match");
    const existing = await this.users.findProviderAccount(providerId, profile.id);
    if (existing && existing.userId !== link.userId)
      throw new CallbackFailure('account_already_linked_to_different_user');
    if (existing) {
      await this.users.updateAccountTokens(existing.id, toAccountTokens(tokens));
      return;
    }
    await this.users.linkProviderAccount(link.userId, {
      providerId,
      accountId: profile.id,
      tokens: toAccountTokens(tokens),
    });
  }

  /** Never the last account: the user would have no way back in. */
  @Audited('unlink-account', ([current, input]: [ActiveSession, UnlinkInput]) => ({
    targetType: 'user',
    targetId: current.user.id,
    metadata: { providerId: input.providerId },
  }))
  async unlink(_auditCaller: AuditCaller, current: ActiveSession, input: UnlinkInput): Promise<void> {
    const accounts = await this.users.listAccounts(current.user.id);
    if (accounts.length === 1) throw new AuthError(SOCIAL_ERRORS.YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT);
    const account = accounts.find(
      (candidate) =>
        candidate.providerId === input.providerId &&
        (input.accountId === undefined || candidate.accountId === input.accountId),
    );
    if (!account) throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_FOUND);
    await this.users.unlinkAccount(current.user.id, account.id);
  }
}
