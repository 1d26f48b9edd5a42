import { Injectable, OnModuleInit } from '@nestjs/common';
import { ProvisionedIdentities, ProvisionedIdentitySource } from '../../../identity/access/provisioned-identities';
import { ScimCatalogReads } from '../catalog/scim-catalog-reads.service';
import { ScimConnectionReleases } from '../catalog/scim-connection-releases';
import { ScimUserLifecycle } from './scim-user-lifecycle';
import { ScimUserRepository } from './scim-user.repository';

/**
 * Tells single sign-on which organizations SCIM provisions and who their active users are, and tells the
 * catalog what a decommission does to a connection's users.
 */
@Injectable()
export class ScimProvisionedIdentities implements ProvisionedIdentitySource, OnModuleInit {
  constructor(
    private readonly scimUsers: ScimUserRepository,
    private readonly catalog: ScimCatalogReads,
    private readonly lifecycle: ScimUserLifecycle,
    private readonly identities: ProvisionedIdentities,
    private readonly releases: ScimConnectionReleases,
  ) {}

  onModuleInit(): void {
    this.identities.register(this);
    this.releases.register((connectionId) => this.lifecycle.releaseConnection(connectionId));
  }

  isProvisioned(organizationId: string): Promise<boolean> {
    return this.catalog.hasActiveConnection(organizationId);
  }

  async activeUserFor(organizationId: string, subject: string): Promise<string | null> {
    return (await this.scimUsers.findActiveByExternalId(organizationId, subject))?.userId ?? null;
  }
}
