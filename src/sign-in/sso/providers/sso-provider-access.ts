import { Injectable } from '@nestjs/common';
import { OrganizationMemberships } from '../../../identity/access/organization-memberships';
import { User } from '../../../identity/user/user.types';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { SsoProvider } from '../sso-provider.types';
import { SSO_PROVIDER_ERRORS } from './sso-providers.errors';
import { SsoProviderRepository } from './sso-provider.repository';

const MANAGING_ROLES = ['owner', 'admin'];

/** Whether a comma-joined organization role holds owner or admin. */
export function isManagingRole(role: string | null): boolean {
  return role !== null && role.split(',').some((entry) => MANAGING_ROLES.includes(entry.trim()));
}

/**
 * Who may see and change a provider: for one linked to an organization, that organization's owners and admins;
 * otherwise the user who registered it.
 */
@Injectable()
export class SsoProviderAccess {
  constructor(
    private readonly providers: SsoProviderRepository,
    private readonly memberships: OrganizationMemberships,
  ) {}

  /** The provider the user may manage; 404 when there is none, 403 when it is someone else's. */
  async getManaged(user: User, providerId: string): Promise<SsoProvider> {
    const provider = await this.providers.findByProviderId(providerId);
    if (!provider) throw new AuthError(SSO_PROVIDER_ERRORS.PROVIDER_NOT_FOUND);
    if (!(await this.canManage(user, provider))) {
      throw new AuthError(SSO_PROVIDER_ERRORS.YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER);
    }
    return provider;
  }

  async listManaged(user: User): Promise<SsoProvider[]> {
    const all = await this.providers.listAll();
    const organizationIds = [...new Set(all.map((provider) => provider.organizationId).filter((id) => id !== null))];
    const managed = new Set<string>();
    for (const organizationId of organizationIds) {
      if (isManagingRole(await this.memberships.roleOf(organizationId, user.id))) managed.add(organizationId);
    }
    return all.filter((provider) =>
      provider.organizationId ? managed.has(provider.organizationId) : provider.userId === user.id,
    );
  }

  private async canManage(user: User, provider: SsoProvider): Promise<boolean> {
    if (!provider.organizationId) return provider.userId === user.id;
    return isManagingRole(await this.memberships.roleOf(provider.organizationId, user.id));
  }
}
