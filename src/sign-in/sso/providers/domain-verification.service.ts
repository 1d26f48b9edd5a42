import { Injectable } from '@nestjs/common';
import { User } from '../../../identity/user/user.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { AppConfig } from '../../../platform/config/app-config';
import { DnsTxtLookup } from './dns-txt-lookup';
import { DomainVerificationTokens, verificationIdentifier } from './domain-verification-tokens';
import { parseProviderDomains } from './provider-domains';
import { SsoProviderAccess } from './sso-provider-access';
import { DNS_LABEL_MAX_LENGTH } from './sso-provider.constants';
import { SsoProviderRepository } from './sso-provider.repository';
import { SSO_PROVIDER_ERRORS } from './sso-providers.errors';

/**
 * Proving a provider's domain: its owner publishes the token as a TXT record at
 * `_better-auth-token-{providerId}.{domain}` (for every domain of the provider), then asks for the check.
 */
@Injectable()
export class DomainVerificationService {
  constructor(
    private readonly providers: SsoProviderRepository,
    private readonly access: SsoProviderAccess,
    private readonly tokens: DomainVerificationTokens,
    private readonly dns: DnsTxtLookup,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  /** The live token, or a new one when it expired. */
  async request(user: User, providerId: string): Promise<string> {
    this.assertEnabled();
    const provider = await this.access.getManaged(user, providerId);
    if (provider.domainVerified) throw new AuthError(SSO_PROVIDER_ERRORS.DOMAIN_VERIFIED);
    return (await this.tokens.active(provider.providerId)) ?? this.tokens.issue(provider.providerId);
  }

  @Audited('sso.verify-domain', ([, providerId]: [User, string]) => ({
    targetType: 'sso-provider',
    targetId: providerId ?? null,
  }))
  async verify(_caller: AuditCaller, user: User, providerId: string): Promise<void> {
    this.assertEnabled();
    const provider = await this.access.getManaged(user, providerId);
    if (provider.domainVerified) throw new AuthError(SSO_PROVIDER_ERRORS.DOMAIN_VERIFIED);
    const identifier = verificationIdentifier(provider.providerId);
    if (identifier.length > DNS_LABEL_MAX_LENGTH) throw new AuthError(SSO_PROVIDER_ERRORS.IDENTIFIER_TOO_LONG);
    const token = await this.tokens.active(provider.providerId);
    if (!token) throw new AuthError(SSO_PROVIDER_ERRORS.NO_PENDING_VERIFICATION);
    const domains = parseProviderDomains(provider.domain);
    if (!domains) throw new AuthError(SSO_PROVIDER_ERRORS.INVALID_DOMAIN);
    for (const domain of domains) {
      const records = await this.dns.txt(`${identifier}.${domain}`);
      const expected = [token, `${identifier}=${token}`];
      if (!records.some((record) => expected.includes(record.trim()))) {
        throw new AuthError(SSO_PROVIDER_ERRORS.DOMAIN_VERIFICATION_FAILED, {
          message: `Unable to verify domain ownership for ${domain}. Try again later`,
        });
      }
    }
    // The domain may have changed while the records were read; then the check proved nothing about it.
    if (!(await this.providers.markDomainVerified(provider.id, provider.domain))) {
      throw new AuthError(SSO_PROVIDER_ERRORS.SSO_PROVIDER_CHANGED);
    }
  }

  /** With verification off, the two endpoints are not there, as the package registers them only when it is on. */
  private assertEnabled(): void {
    if (!this.config.sso.domainVerification) throw new AuthError(BASE_ERRORS.NOT_FOUND);
  }
}
