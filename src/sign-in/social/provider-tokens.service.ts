import { Injectable, Logger } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { Clock } from '../../platform/common/time/clock';
import { UserService } from '../../identity/user/user.service';
import { Account } from '../../identity/user/user.types';
import { toAccountTokens } from './provider-user.service';
import { SocialProviderRegistry } from './providers/social-provider-registry';
import { ACCESS_TOKEN_REFRESH_MARGIN_MS } from './social.constants';
import { SOCIAL_ERRORS } from './social.errors';
import { SocialProvider } from './social.types';

/** Who asks: the signed-in user, or a trusted backend naming a user. */
export interface TokenCaller {
  sessionUserId: string | null;
  isServerCall: boolean;
}

export interface TokenRequest {
  providerId: string;
  /** The account row's id (get-access-token, refresh-token). */
  accountId?: string;
  userId?: string;
}

export interface AccessTokenResult {
  accessToken: string;
  accessTokenExpiresAt: Date | undefined;
  scopes: string[];
  idToken: string | undefined;
}

export interface RefreshedTokens {
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  idToken: string | null;
  providerId: string;
  accountId: string;
}

export interface AccountInfo {
  user: { id: string; name: string; email: string | null; image: string | null; emailVerified: boolean };
  data: Record<string, unknown>;
}

/**
 * The provider tokens kept on a user's accounts: handed out fresh, refreshed, or used to ask the provider who the user
 * is.
 */
@Injectable()
export class ProviderTokensService {
  private readonly logger = new Logger(ProviderTokensService.name);

  constructor(
    private readonly providers: SocialProviderRegistry,
    private readonly users: UserService,
    private readonly clock: Clock,
  ) {}

  /** A usable access token, refreshed first when it has expired or is about to. */
  async getAccessToken(caller: TokenCaller, request: TokenRequest): Promise<AccessTokenResult> {
    const userId = this.userIdOf(caller, request, BASE_ERRORS.UNAUTHORIZED);
    const provider = this.providerOf(request.providerId);
    const account = await this.accountOf(userId, request);
    try {
      const current = await this.freshened(provider, account);
      return {
        accessToken: current.accessToken ?? '',
        accessTokenExpiresAt: current.accessTokenExpiresAt ?? undefined,
        scopes: current.scope?.split(',') ?? [],
        idToken: current.idToken ?? undefined,
      };
    } catch (error) {
      this.logger.warn({ err: error, providerId: provider.id }, 'Could not refresh the access token');
      throw new AuthError(SOCIAL_ERRORS.FAILED_TO_GET_A_VALID_ACCESS_TOKEN);
    }
  }

  /** Always asks the provider for new tokens with the stored refresh token. */
  async refreshToken(caller: TokenCaller, request: TokenRequest): Promise<RefreshedTokens> {
    const userId = this.userIdOf(caller, request, SOCIAL_ERRORS.EITHER_USERID_OR_SESSION_IS_REQUIRED);
    const provider = this.providerOf(request.providerId);
    const account = await this.accountOf(userId, request);
    if (!account.refreshToken) throw new AuthError(SOCIAL_ERRORS.REFRESH_TOKEN_NOT_FOUND);
    let updated: Account;
    try {
      updated = await this.refreshed(provider, account);
    } catch (error) {
      this.logger.warn({ err: error, providerId: provider.id }, 'Could not refresh the access token');
      throw new AuthError(SOCIAL_ERRORS.FAILED_TO_REFRESH_ACCESS_TOKEN);
    }
    const { accessToken, refreshToken, accessTokenExpiresAt, refreshTokenExpiresAt, scope, idToken } = updated;
    return {
      accessToken,
      refreshToken,
      accessTokenExpiresAt,
      refreshTokenExpiresAt,
      scope,
      idToken,
      providerId: account.providerId,
      accountId: account.accountId,
    };
  }

  /** What the provider says about the user of one of the caller's accounts (by the provider's account id). */
  async accountInfo(userId: string, accountId: string | undefined): Promise<AccountInfo> {
    const account = accountId
      ? (await this.users.listAccounts(userId)).find((candidate) => candidate.accountId === accountId)
      : undefined;
    if (!account) throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_FOUND);
    const { accessToken } = await this.getAccessToken(
      { sessionUserId: userId, isServerCall: false },
      { providerId: account.providerId, accountId: account.id },
    );
    if (!accessToken) throw new AuthError(SOCIAL_ERRORS.ACCESS_TOKEN_NOT_FOUND);
    const profile = await this.providerOf(account.providerId).profile({ accessToken, idToken: null });
    if (!profile) throw new AuthError(SOCIAL_ERRORS.ACCESS_TOKEN_NOT_FOUND);
    const { id, name, email, image, emailVerified, raw } = profile;
    return { user: { id, name, email, image, emailVerified }, data: raw };
  }

  /** A user id in the body counts only for a trusted backend; a user may only ask for their own tokens. */
  private userIdOf(caller: TokenCaller, request: TokenRequest, missing: ErrorEntry): string {
    if (caller.sessionUserId) {
      if (request.userId && request.userId !== caller.sessionUserId && !caller.isServerCall)
        throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
      return caller.sessionUserId;
    }
    if (!caller.isServerCall) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    if (!request.userId) throw new AuthError(missing);
    return request.userId;
  }

  private providerOf(providerId: string): SocialProvider {
    const provider = this.providers.find(providerId);
    if (!provider)
      throw new AuthError(SOCIAL_ERRORS.PROVIDER_IS_NOT_SUPPORTED, {
        message: `Provider ${providerId} is not supported.`,
      });
    return provider;
  }

  private async accountOf(userId: string, request: TokenRequest): Promise<Account> {
    const accounts = await this.users.listAccounts(userId);
    const account = accounts.find(
      (candidate) =>
        candidate.providerId === request.providerId &&
        (request.accountId === undefined || candidate.id === request.accountId),
    );
    if (!account) throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_FOUND);
    return account;
  }

  private async freshened(provider: SocialProvider, account: Account): Promise<Account> {
    const expiresAtMs = account.accessTokenExpiresAt?.getTime();
    const isExpiring = expiresAtMs !== undefined && expiresAtMs - this.clock.nowMs() < ACCESS_TOKEN_REFRESH_MARGIN_MS;
    return account.refreshToken && isExpiring ? this.refreshed(provider, account) : account;
  }

  private async refreshed(provider: SocialProvider, account: Account): Promise<Account> {
    const tokens = toAccountTokens(await provider.refresh(account.refreshToken!));
    const changes = {
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      // A provider that does not rotate refresh tokens sends none back; the old one stays valid.
      refreshToken: tokens.refreshToken ?? account.refreshToken,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? account.refreshTokenExpiresAt,
      scope: tokens.scope ?? account.scope,
      idToken: tokens.idToken ?? account.idToken,
    };
    return (await this.users.updateAccountTokens(account.id, changes)) ?? { ...account, ...changes };
  }
}
