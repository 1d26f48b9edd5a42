import { Injectable } from '@nestjs/common';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { OrganizationMemberships } from '../../../identity/access/organization-memberships';
import { ProvisionedIdentities } from '../../../identity/access/provisioned-identities';
import { SessionService } from '../../../identity/session/session.service';
import { RequestMeta } from '../../../identity/session/session.types';
import { normalizeEmail } from '../../../identity/user/email-address';
import { UserCreation } from '../../../identity/user/user-creation.service';
import { UserService } from '../../../identity/user/user.service';
import { AccountTokens, User } from '../../../identity/user/user.types';
import { SOCIAL_ERRORS } from '../../social/social.errors';
import { domainMatches, emailDomain } from '../providers/provider-domains';
import { SsoIdentity, SsoProvider } from '../sso-provider.types';
import { SSO_MEMBER_ROLE } from './sso-sign-in.constants';
import { SSO_SIGN_IN_ERRORS } from './sso-sign-in.errors';
import { SsoSignedIn } from './sso-sign-in.types';

/** SSO accounts keep no IdP tokens: the service signs in with them once and never calls the IdP for the user. */
const NO_TOKENS: AccountTokens = {
  accessToken: null,
  refreshToken: null,
  idToken: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
  scope: null,
};

/**
 * Who an IdP's identity is here. The account (providerId, subject) first; in an organization provisioned by SCIM,
 * only the active provisioned user whose externalId is the subject; else the user with the address, linked only
 * when that user verified it; else a new user. Members of the provider's organization get role `member`.
 */
@Injectable()
export class SsoUserResolution {
  constructor(
    private readonly users: UserService,
    private readonly creation: UserCreation,
    private readonly sessions: SessionService,
    private readonly memberships: OrganizationMemberships,
    private readonly provisioned: ProvisionedIdentities,
  ) {}

  async signIn(provider: SsoProvider, identity: SsoIdentity, meta: RequestMeta): Promise<SsoSignedIn> {
    const email = normalizeEmail(identity.email.trim());
    // An IdP may vouch only for its own domain: otherwise one organization could claim anyone's address.
    const domain = emailDomain(email);
    if (!domain || !domainMatches(domain, provider.domain))
      throw new AuthError(SSO_SIGN_IN_ERRORS.EMAIL_OUTSIDE_PROVIDER_DOMAIN);
    const organizationId = provider.organizationId;
    const { user, isRegister } =
      organizationId && (await this.provisioned.isProvisioned(organizationId))
        ? { user: await this.provisionedUser(provider, organizationId, identity.subject), isRegister: false }
        : await this.justInTimeUser(provider, { ...identity, email });
    // Refuses the banned (and lifts a ban that has run out) before anything else is granted.
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe: true,
      secondFactorPassed: true,
      ...meta,
    });
    if (organizationId) await this.memberships.addMember(organizationId, user.id, SSO_MEMBER_ROLE);
    return { user, session, isRegister };
  }

  /** The provisioned user behind the subject; their profile stays as SCIM keeps it. */
  private async provisionedUser(provider: SsoProvider, organizationId: string, subject: string): Promise<User> {
    const userId = await this.provisioned.activeUserFor(organizationId, subject);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new AuthError(SSO_SIGN_IN_ERRORS.SCIM_USER_NOT_ACTIVE);
    const linked = await this.users.findProviderAccount(provider.providerId, subject);
    if (linked && linked.userId !== user.id) throw new AuthError(SSO_SIGN_IN_ERRORS.SCIM_USER_NOT_ACTIVE);
    if (!linked) await this.link(user.id, provider, subject);
    return user;
  }

  private async justInTimeUser(
    provider: SsoProvider,
    identity: SsoIdentity,
  ): Promise<{ user: User; isRegister: boolean }> {
    const linked = await this.users.findProviderAccount(provider.providerId, identity.subject);
    if (linked) {
      const user = await this.users.findById(linked.userId);
      if (user) return { user, isRegister: false };
    }
    const existing = await this.users.findByEmail(identity.email);
    if (existing) {
      // Taking over an address nobody proved would hand a pre-registered account to whoever named it first.
      if (!existing.emailVerified) throw new AuthError(SOCIAL_ERRORS.ACCOUNT_NOT_LINKED);
      await this.link(existing.id, provider, identity.subject);
      return { user: existing, isRegister: false };
    }
    const user = await this.creation.create({
      name: identity.name || identity.email,
      email: identity.email,
      emailVerified: identity.emailVerified,
      image: identity.image ?? null,
      credential: {
        providerAccount: { providerId: provider.providerId, accountId: identity.subject, tokens: NO_TOKENS },
      },
    });
    return { user, isRegister: true };
  }

  private async link(userId: string, provider: SsoProvider, subject: string): Promise<void> {
    await this.users.linkProviderAccount(userId, {
      providerId: provider.providerId,
      accountId: subject,
      tokens: NO_TOKENS,
    });
  }
}
