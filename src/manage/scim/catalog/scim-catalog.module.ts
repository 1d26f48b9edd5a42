import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../../identity/access/admin-access.module';
import { SessionModule } from '../../../identity/session/session.module';
import { ManagedConnectionsController } from './managed-connections.controller';
import { OrganizationConnectionsController } from './organization-connections.controller';
import { ScimBearerGuard } from './scim-bearer.guard';
import { ScimCatalogReads } from './scim-catalog-reads.service';
import { ScimCatalogMetrics } from './scim-catalog.metrics';
import {
  ScimConnectionBindingModel,
  ScimManagedConnectionEventModel,
  ScimManagedConnectionModel,
  ScimManagedCredentialModel,
} from './scim-catalog.models';
import { ScimCatalogService } from './scim-catalog.service';
import { ScimConnectionReleases } from './scim-connection-releases';
import { ScimConnectionRepository } from './scim-connection.repository';
import { ScimCredentialIssuer } from './scim-credential-issuer';
import { ScimCredentialRepository } from './scim-credential.repository';
import { ScimCredentialVerifier } from './scim-credential-verifier';
import { ScimCredentialsService } from './scim-credentials.service';
import { ScimOrganizationAccess } from './scim-organization-access';
import { ScimTokenDigests } from './scim-token';

/**
 * Managed SCIM connections: the server-only catalog that issues bearer tokens, and the guard that admits SCIM
 * clients by them. The SCIM resource modules import it for `ScimBearerGuard`, and register what a decommission
 * does to their users with `ScimConnectionReleases`.
 */
@Module({
  imports: [
    SequelizeModule.forFeature([
      ScimManagedConnectionModel,
      ScimManagedCredentialModel,
      ScimManagedConnectionEventModel,
      ScimConnectionBindingModel,
    ]),
    SessionModule,
    AdminAccessModule,
  ],
  controllers: [ManagedConnectionsController, OrganizationConnectionsController],
  providers: [
    ScimConnectionRepository,
    ScimCredentialRepository,
    ScimTokenDigests,
    ScimCredentialIssuer,
    ScimCatalogReads,
    ScimCatalogService,
    ScimCredentialsService,
    ScimConnectionReleases,
    ScimCatalogMetrics,
    ScimCredentialVerifier,
    ScimBearerGuard,
    ScimOrganizationAccess,
  ],
  exports: [ScimBearerGuard, ScimCredentialVerifier, ScimCatalogMetrics, ScimConnectionReleases, ScimCatalogReads],
})
export class ScimCatalogModule {}
