import { Injectable } from '@nestjs/common';
import { User } from '../../../identity/user/user.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditDetails } from '../../../platform/audit/audit.types';
import { generateId } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { Database } from '../../../platform/database/database';
import { OAuthClientAccess } from '../clients/oauth-client-access';
import { OAuthError, badRequest } from '../oauth-error';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthResourceRepository } from './oauth-resource.repository';
import { OAuthResource, OAuthResourceFields, RESOURCE_FIELDS } from './oauth-resource.types';
import { resourceIdentifierProblem } from './resource-identifier';

const auditTarget = (identifier: string | undefined): AuditDetails => ({
  targetType: 'oauth-resource',
  targetId: identifier ?? null,
});

const notFound = (what: string) => new OAuthError(404, 'not_found', `${what} not found`);

/**
 * The package's admin resource endpoints. It lets any session manage resources unless `resourcePrivileges` is
 * set; here the same admin-role statement as clients (`oauthClient`) decides, since a resource widens who may
 * read a client's tokens.
 */
@Injectable()
export class OAuthResourcesService {
  constructor(
    private readonly resources: OAuthResourceRepository,
    private readonly clients: OAuthClientRepository,
    private readonly access: OAuthClientAccess,
    private readonly database: Database,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  @Audited('oauth-resource.create', (_args, resource: OAuthResource | undefined) => auditTarget(resource?.identifier))
  async create(
    _auditCaller: AuditCaller,
    user: User,
    input: OAuthResourceFields & { identifier: string },
  ): Promise<OAuthResource> {
    await this.access.assertAllowed(user, 'create');
    const problem = resourceIdentifierProblem(input.identifier);
    if (problem) throw badRequest('invalid_target', `resource identifier ${input.identifier} ${problem}`);
    if (await this.resources.findByIdentifier(input.identifier))
      throw badRequest('invalid_request', `resource ${input.identifier} already exists`);
    const now = new Date(this.clock.nowMs());
    return this.resources.create({
      id: generateId(),
      identifier: input.identifier,
      name: input.name ?? input.identifier,
      accessTokenTtl: input.accessTokenTtl ?? null,
      refreshTokenTtl: input.refreshTokenTtl ?? null,
      signingAlgorithm: input.signingAlgorithm ?? null,
      signingKeyId: input.signingKeyId ?? null,
      allowedScopes: input.allowedScopes ?? null,
      customClaims: input.customClaims ?? null,
      dpopBoundAccessTokensRequired: input.dpopBoundAccessTokensRequired ?? false,
      disabled: input.disabled ?? false,
      policyVersion: 1,
      metadata: input.metadata ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }

  async list(user: User): Promise<OAuthResource[]> {
    await this.access.assertAllowed(user, 'read');
    return this.resources.list();
  }

  async get(user: User, identifier: string): Promise<OAuthResource> {
    await this.access.assertAllowed(user, 'read');
    return this.existing(identifier);
  }

  /** Writes only the fields the body names, as the package does. */
  @Audited('oauth-resource.update', ([, identifier]: [User, string]) => auditTarget(identifier))
  async update(
    _auditCaller: AuditCaller,
    user: User,
    identifier: string,
    body: OAuthResourceFields,
  ): Promise<OAuthResource> {
    await this.access.assertAllowed(user, 'update');
    await this.existing(identifier);
    const changes: Partial<OAuthResource> = { updatedAt: new Date(this.clock.nowMs()) };
    for (const key of RESOURCE_FIELDS) if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
    await this.resources.update(identifier, changes);
    return this.existing(identifier);
  }

  /** Its tokens stop introspecting as active: a token's audience must still name existing resources. */
  @Audited('oauth-resource.delete', ([, identifier]: [User, string]) => auditTarget(identifier))
  async delete(_auditCaller: AuditCaller, user: User, identifier: string): Promise<{ deleted: true }> {
    await this.access.assertAllowed(user, 'delete');
    await this.existing(identifier);
    await this.database.transaction((tx) => this.resources.delete(identifier, tx));
    return { deleted: true };
  }

  @Audited('oauth-resource.link-client', ([, identifier, clientId]: [User, string, string]) => ({
    ...auditTarget(identifier),
    metadata: { clientId },
  }))
  async link(
    _auditCaller: AuditCaller,
    user: User,
    identifier: string,
    clientId: string,
  ): Promise<{ linked: true; alreadyLinked?: true }> {
    await this.access.assertAllowed(user, 'update');
    await this.existing(identifier);
    if (!(await this.clients.findByClientId(clientId))) throw notFound(`client ${clientId}`);
    if (await this.resources.isLinked(clientId, identifier)) return { linked: true, alreadyLinked: true };
    await this.resources.link(clientId, identifier, new Date(this.clock.nowMs()));
    return { linked: true };
  }

  @Audited('oauth-resource.unlink-client', ([, identifier, clientId]: [User, string, string]) => ({
    ...auditTarget(identifier),
    metadata: { clientId },
  }))
  async unlink(
    _auditCaller: AuditCaller,
    user: User,
    identifier: string,
    clientId: string,
  ): Promise<{ unlinked: true }> {
    await this.access.assertAllowed(user, 'update');
    await this.resources.unlink(clientId, identifier);
    return { unlinked: true };
  }

  private async existing(identifier: string): Promise<OAuthResource> {
    const resource = await this.resources.findByIdentifier(identifier);
    if (!resource) throw notFound(`resource ${identifier}`);
    return resource;
  }
}
