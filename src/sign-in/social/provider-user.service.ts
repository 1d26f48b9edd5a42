import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { SessionService } from '../../identity/session/session.service';
import { RequestMeta, Session } from '../../identity/session/session.types';
import { normalizeEmail } from '../../identity/user/email-address';
import { UserCreation } from '../../identity/user/user-creation.service';
import { UserService } from '../../identity/user/user.service';
import { AccountTokens, User } from '../../identity/user/user.types';
import { SignUpRefused } from './sign-up-refused';
import { SOCIAL_ERRORS } from './social.errors';
import { ProviderProfile, ProviderTokens } from './social.types';

export interface ProviderSignIn {
  user: User;
  session: Session;
  /** The user was created by this sign-in. */
  isRegister: boolean;
}

/** A provider's tokens in the account row's shape. */
export function toAccountTokens(tokens: ProviderTokens): AccountTokens {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
    scope: tokens.scopes.length > 0 ? tokens.scopes.join(',') : null,
  };
}

/**
 * Finds or makes the local user for someone a provider vouches for, then opens a session: the
 * linked account first, else the user with the same address (linked only when both sides have
 * verified it), else a new user, when SIGN_UP lets the address sign up.
 */
@Injectable()
export class ProviderUserService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly creation: UserCreation,
  ) {}

  async signIn(
    providerId: string,
    profile: ProviderProfile & { email: string },
    tokens: ProviderTokens,
    meta: RequestMeta,
  ): Promise<ProviderSignIn> {
    const email = normalizeEmail(profile.email);
    const accountTokens = toAccountTokens(tokens);
    const linked = await this.users.findProviderAccount(providerId, profile.id);
    let user = linked ? await this.users.findById(linked.userId) : await this.users.findByEmail(email);
    const isRegister = user === null;
    if (user === null) {
      user = await this.creation.create({
        name: profile.name || email,
        email,
        emailVerified: profile.emailVerified,
        image: profile.image,
        credential: { providerAccount: { providerId, accountId: profile.id, tokens: accountTokens } },
        signUp: { refused: (refusal, domainRule) => new SignUpRefused(refusal === 'domain' ? domainRule : undefined) },
      });
    } else if (linked) {
      await this.users.updateAccountTokens(linked.id, withoutEmptyTokens(accountTokens));
    } else {
      // Linking by address alone would hand a pre-registered, unverified account to whoever owns the address.
      if (!profile.emailVerified || !user.emailVerified) throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_LINKED);
      await this.users.linkProviderAccount(user.id, { providerId, accountId: profile.id, tokens: accountTokens });
    }
    // No password here: the identity provider decides which factors its sign-in asks for.
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe: true,
      secondFactorPassed: true,
      ...meta,
    });
    return { user, session, isRegister };
  }
}

/** On a returning sign-in, a token the provider did not send again is kept. */
function withoutEmptyTokens(tokens: AccountTokens): Partial<AccountTokens> {
  return Object.fromEntries(Object.entries(tokens).filter(([, value]) => value !== null));
}
