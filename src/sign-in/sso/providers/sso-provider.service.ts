import { Injectable } from '@nestjs/common';
import { OrganizationMemberships } from '../../../identity/access/organization-memberships';
import { UserService } from '../../../identity/user/user.service';
import { User } from '../../../identity/user/user.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { AuditDetails } from '../../../platform/audit/audit.types';
import { generateId } from '../../../platform/common/crypto/random';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { AppConfig } from '../../../platform/config/app-config';
import { Database } from '../../../platform/database/database';
import { SsoProvider } from '../sso-provider.types';
import { RegisterSsoProviderDto } from './dto/register-sso-provider.dto';
import { SsoProviderView, toSsoProviderView } from './dto/sso-provider.response';
import { DomainVerificationTokens } from './domain-verification-tokens';
import { SsoOutboundFetch } from './outbound/sso-outbound-fetch';
import { isManagingRole, SsoProviderAccess } from './sso-provider-access';
import { oidcSettings, samlSettings } from './sso-provider-settings';
import { PROVIDERS_PER_USER, RESERVED_PROVIDER_IDS } from './sso-provider.constants';
import { SsoProviderRepository } from './sso-provider.repository';
import { SSO_PROVIDER_ERRORS } from './sso-providers.errors';

/** What register answers: the stored provider with its settings, where the IdP sends users back, the token. */
export type RegisteredSsoProvider = SsoProvider & {
  redirectURI: string;
  domainVerificationToken?: string;
};

const auditTarget = (providerId: string | undefined): AuditDetails => ({
  targetType: 'sso-provider',
  targetId: providerId ?? null,
});

/** `@better-auth/sso`'s provider endpoints: register, get, list and delete. */
@Injectable()
export class SsoProviderService {
  constructor(
    private readonly providers: SsoProviderRepository,
    private readonly access: SsoProviderAccess,
    private readonly memberships: OrganizationMemberships,
    private readonly outbound: SsoOutboundFetch,
    private readonly tokens: DomainVerificationTokens,
    private readonly users: UserService,
    private readonly database: Database,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  @Audited('sso.register', ([, body]: [User, RegisterSsoProviderDto]) => auditTarget(body?.providerId))
  async register(_caller: AuditCaller, user: User, body: RegisterSsoProviderDto): Promise<RegisteredSsoProvider> {
    if ((await this.providers.countByUser(user.id)) >= PROVIDERS_PER_USER) {
      throw new AuthError(SSO_PROVIDER_ERRORS.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_SSO_PROVIDERS);
    }
    if (body.organizationId) await this.assertMayLink(user, body.organizationId);
    if (this.isReserved(body.providerId)) {
      throw new AuthError(SSO_PROVIDER_ERRORS.THIS_PROVIDERID_IS_RESERVED_AND_CANNOT_BE_USED_FOR_AN_SSO_PROVIDER);
    }
    if (await this.providers.findByProviderId(body.providerId)) throw providerIdTaken();
    if (!body.oidcConfig && !body.samlConfig) {
      throw new AuthError(SSO_PROVIDER_ERRORS.ONE_OF_OIDCCONFIG_OR_SAMLCONFIG_IS_REQUIRED);
    }
    const oidcConfig = body.oidcConfig ? await oidcSettings(this.outbound, body, body.oidcConfig) : null;
    const samlConfig = body.samlConfig ? samlSettings(body, body.samlConfig) : null;
    const provider = await this.providers.create({
      id: generateId(),
      providerId: body.providerId,
      issuer: body.issuer,
      domain: body.domain,
      organizationId: body.organizationId ?? null,
      userId: user.id,
      domainVerified: false,
      oidcConfig,
      samlConfig,
    });
    if (!provider) throw providerIdTaken();
    const redirectURI = `${this.apiBaseUrl()}/sso/callback/${encodeURIComponent(provider.providerId)}`;
    if (!this.config.sso.domainVerification) return { ...provider, redirectURI };
    const domainVerificationToken = await this.tokens.issue(provider.providerId);
    return { ...provider, redirectURI, domainVerificationToken };
  }

  async get(user: User, providerId: string): Promise<SsoProviderView> {
    return toSsoProviderView(await this.access.getManaged(user, providerId), this.apiBaseUrl());
  }

  async list(user: User): Promise<SsoProviderView[]> {
    const providers = await this.access.listManaged(user);
    return providers.map((provider) => toSsoProviderView(provider, this.apiBaseUrl()));
  }

  /** Deletes the provider and unlinks the accounts users signed in with through it. */
  @Audited('sso.delete-provider', ([, providerId]: [User, string]) => auditTarget(providerId))
  async delete(_caller: AuditCaller, user: User, providerId: string): Promise<void> {
    const provider = await this.access.getManaged(user, providerId);
    await this.database.transaction(async (tx) => {
      await this.users.unlinkProviderAccounts(provider.providerId, tx);
      await this.providers.delete(provider.id, tx);
    });
    await this.tokens.forget(provider.providerId);
  }

  private async assertMayLink(user: User, organizationId: string): Promise<void> {
    const role = await this.memberships.roleOf(organizationId, user.id);
    if (role === null) throw new AuthError(SSO_PROVIDER_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THE_ORGANIZATION);
    if (!isManagingRole(role)) {
      throw new AuthError(SSO_PROVIDER_ERRORS.YOU_MUST_BE_AN_ORGANIZATION_OWNER_OR_ADMIN_TO_REGISTER_SSO_PROVIDERS);
    }
  }

  /** Better Auth's own account providers and the configured social ones: their accounts must not be claimed. */
  private isReserved(providerId: string): boolean {
    return (
      RESERVED_PROVIDER_IDS.includes(providerId) ||
      this.config.socialProviders.some((provider) => provider.providerId === providerId)
    );
  }

  private apiBaseUrl(): string {
    return `${this.config.baseUrl}${this.config.basePath}`;
  }
}

function providerIdTaken(): AuthError {
  return new AuthError(SSO_PROVIDER_ERRORS.SSO_PROVIDER_WITH_THIS_PROVIDERID_ALREADY_EXISTS);
}
