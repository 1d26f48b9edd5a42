import { Injectable } from '@nestjs/common';
import { OrganizationMemberships } from '../../../identity/access/organization-memberships';
import { SsoProvider } from '../sso-provider.types';
import { domainMatches, emailDomain } from './provider-domains';
import { SsoProviderRepository } from './sso-provider.repository';

/**
 * Finds the provider a sign-in names, the way `POST /sign-in/sso` looks it up: by providerId, by the
 * organization's slug, or by an e-mail domain (exact, then any provider listing it or a parent domain). A found
 * provider may still be unverified: the caller refuses those while domain verification is on.
 */
@Injectable()
export class SsoProviders {
  constructor(
    private readonly providers: SsoProviderRepository,
    private readonly memberships: OrganizationMemberships,
  ) {}

  findByProviderId(providerId: string): Promise<SsoProvider | null> {
    return this.providers.findByProviderId(providerId);
  }

  async findByOrganizationSlug(slug: string): Promise<SsoProvider | null> {
    const organizationId = await this.memberships.idBySlug(slug);
    return organizationId ? this.providers.findByOrganization(organizationId) : null;
  }

  async findByDomain(domain: string): Promise<SsoProvider | null> {
    const search = domain.trim().toLowerCase();
    if (!search) return null;
    const exact = await this.providers.findByExactDomain(search);
    if (exact) return exact;
    const all = await this.providers.listAll();
    return all.find((provider) => domainMatches(search, provider.domain)) ?? null;
  }

  findByEmail(email: string): Promise<SsoProvider | null> {
    const domain = emailDomain(email);
    return domain ? this.findByDomain(domain) : Promise.resolve(null);
  }

  /** Whether the provider answers for this address: its domain is one of the provider's or below one. */
  coversEmail(provider: SsoProvider, email: string): boolean {
    const domain = emailDomain(email);
    return domain !== null && domainMatches(domain, provider.domain);
  }
}
