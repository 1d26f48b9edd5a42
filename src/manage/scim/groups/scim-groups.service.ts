import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditService } from '../../../platform/audit/audit.service';
import { generateId } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { Database, Tx } from '../../../platform/database/database';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { ScimPrincipal } from '../scim-principal';
import { GroupInput } from './scim-group-input';
import { groupDisplayNameKey, groupExternalIdKey, groupOrderKey } from './scim-group-keys';
import { ScimUserDirectory, ScimUserEntry } from '../users/scim-user-directory';
import { GroupPatchOperation, applyGroupPatch } from './scim-group-patch';
import { ScimGroupRepository, ScimGroupWhere } from './scim-group.repository';
import { ScimGroup } from './scim-group.types';
import { SCIM_GROUP_FAILURES } from './scim-group-failures';

/** A group with its direct members, in the order they joined. */
export interface ScimGroupWithMembers {
  group: ScimGroup;
  members: ScimUserEntry[];
}

/** An equality filter the list narrows on (RFC 7644 §3.4.2.2, `eq` joined by `and`). */
export interface ScimGroupFilter {
  attribute: 'id' | 'displayName' | 'externalId';
  value: string;
}

/** Concurrent writers of one group each get this many tries before the request answers 409. */
const MUTATION_ATTEMPTS = 3;

class ConcurrentChange extends Error {}

const audited = ([principal, id]: [ScimPrincipal, string?], group?: ScimGroup) => ({
  targetType: 'scim-group' as const,
  targetId: group?.id ?? (typeof id === 'string' ? id : undefined),
  metadata: { connectionId: principal.connectionId, displayName: group?.displayName },
});

/** SCIM Groups (RFC 7644 §3): each connection creates, reads, changes and deletes only its own. */
@Injectable()
export class ScimGroupsService {
  constructor(
    private readonly groups: ScimGroupRepository,
    private readonly users: ScimUserDirectory,
    private readonly database: Database,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  @Audited('scim.create-group', audited)
  async create(_caller: AuditCaller, principal: ScimPrincipal, input: GroupInput): Promise<ScimGroup> {
    const { connectionId, provisioningDomainId } = principal;
    const keys = this.keysOf(connectionId, input);
    await this.assertAvailable(connectionId, keys);
    try {
      return await this.database.transaction(async (tx) => {
        await this.assertAvailable(connectionId, keys, undefined, tx);
        await this.assertOwned(connectionId, input.memberIds, tx);
        const now = this.clock.now();
        const group = await this.groups.create(
          {
            id: generateId(),
            connectionId,
            provisioningDomainId,
            displayName: input.displayName,
            externalId: input.externalId,
            ...keys,
            orderKey: groupOrderKey(now),
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await this.groups.addMembers(group, input.memberIds, now, tx);
        return group;
      });
    } catch (error) {
      // Two creates of one name raced past the check: the unique index decided, and the loser learns why.
      if (isUniqueViolation(error)) await this.assertAvailable(connectionId, keys);
      throw error;
    }
  }

  /** The group, or the catalogue's 404 when it is not this connection's. */
  async get(principal: ScimPrincipal, id: string): Promise<ScimGroup> {
    const group = await this.groups.findById(principal.connectionId, id);
    if (!group) throw SCIM_GROUP_FAILURES.notFound();
    return group;
  }

  async count(principal: ScimPrincipal, filters: ScimGroupFilter[]): Promise<number> {
    return this.groups.count(principal.connectionId, this.whereOf(principal.connectionId, filters));
  }

  async list(
    principal: ScimPrincipal,
    filters: ScimGroupFilter[],
    offset: number,
    limit: number,
  ): Promise<ScimGroup[]> {
    if (limit === 0) return [];
    return this.groups.list(principal.connectionId, this.whereOf(principal.connectionId, filters), offset, limit);
  }

  /** The groups with their members, for an answer that shows them. */
  async withMembers(connectionId: string, groups: ScimGroup[]): Promise<ScimGroupWithMembers[]> {
    const memberships = await this.groups.membershipsOf(
      connectionId,
      groups.map((group) => group.id),
    );
    // A member whose SCIM User is gone is not shown (SQLite keeps rows a foreign key would have removed).
    const users = await this.users.findOwned(connectionId, [...new Set(memberships.map((m) => m.scimUserId))]);
    const userById = new Map(users.map((user) => [user.id, user]));
    return groups.map((group) => ({
      group,
      members: memberships.flatMap((m) => {
        const user = m.groupId === group.id ? userById.get(m.scimUserId) : undefined;
        return user ? [user] : [];
      }),
    }));
  }

  /** PUT: the group becomes the input, members included; `id` and `meta` in the body are ignored. */
  @Audited('scim.update-group', audited)
  async replace(_caller: AuditCaller, principal: ScimPrincipal, id: string, input: GroupInput): Promise<ScimGroup> {
    const group = await this.get(principal, id);
    const keys = this.keysOf(principal.connectionId, input);
    await this.assertAvailable(principal.connectionId, keys, group.id);
    return this.mutate(principal, group.id, async (current, _memberIds, tx) => {
      await this.assertAvailable(principal.connectionId, keys, current.id, tx);
      return {
        attributes: { displayName: input.displayName, externalId: input.externalId },
        memberIds: input.memberIds,
      };
    });
  }

  @Audited('scim.update-group', audited)
  async patch(
    _caller: AuditCaller,
    principal: ScimPrincipal,
    id: string,
    operations: GroupPatchOperation[],
  ): Promise<ScimGroup> {
    const group = await this.get(principal, id);
    return this.mutate(principal, group.id, async (current, currentMemberIds, tx) => {
      const next = applyGroupPatch({ ...current, memberIds: currentMemberIds }, operations);
      const keys = this.keysOf(principal.connectionId, next);
      await this.assertAvailable(principal.connectionId, keys, current.id, tx);
      return { attributes: { displayName: next.displayName, externalId: next.externalId }, memberIds: next.memberIds };
    });
  }

  @Audited('scim.delete-group', audited)
  async delete(_caller: AuditCaller, principal: ScimPrincipal, id: string): Promise<ScimGroup> {
    const group = await this.get(principal, id);
    await this.withClaim(principal, group.id, (current, tx) => this.groups.delete(current, tx));
    return group;
  }

  /**
   * Changes one group under its claim: `decide` reads the group and its member ids and returns what it becomes.
   * New members must be SCIM Users of the same connection; `updatedAt` moves only when something changed.
   */
  private mutate(
    principal: ScimPrincipal,
    id: string,
    decide: (
      group: ScimGroup,
      memberIds: string[],
      tx: Tx,
    ) => Promise<{ attributes: Pick<ScimGroup, 'displayName' | 'externalId'>; memberIds: string[] }>,
  ): Promise<ScimGroup> {
    return this.withClaim(principal, id, async (current, tx) => {
      const currentMemberIds = (await this.groups.membershipsOf(principal.connectionId, [current.id], tx)).map(
        (membership) => membership.scimUserId,
      );
      const { attributes, memberIds } = await decide(current, currentMemberIds, tx);
      const before = new Set(currentMemberIds);
      const after = new Set(memberIds);
      const added = memberIds.filter((memberId) => !before.has(memberId));
      const removed = currentMemberIds.filter((memberId) => !after.has(memberId));
      await this.assertOwned(principal.connectionId, added, tx);
      const renamed = attributes.displayName !== current.displayName || attributes.externalId !== current.externalId;
      if (!renamed && added.length === 0 && removed.length === 0) return current;
      const now = this.clock.now();
      await this.groups.removeMembers(current, removed, tx);
      await this.groups.addMembers(current, added, now, tx);
      const changes = { ...attributes, ...this.keysOf(principal.connectionId, attributes) };
      await this.groups.update(current, changes, now, tx);
      return { ...current, ...attributes, revision: current.revision + 1, updatedAt: now };
    });
  }

  /** Runs `work` once it has claimed the group's revision, trying again when another writer claimed it first. */
  private async withClaim<T>(principal: ScimPrincipal, id: string, work: (group: ScimGroup, tx: Tx) => Promise<T>) {
    for (let attempt = 1; attempt <= MUTATION_ATTEMPTS; attempt += 1) {
      try {
        return await this.database.transaction(async (tx) => {
          const current = await this.groups.findById(principal.connectionId, id, tx);
          if (!current) throw SCIM_GROUP_FAILURES.notFound();
          if (!(await this.groups.claim(current, tx))) throw new ConcurrentChange();
          return work(current, tx);
        });
      } catch (error) {
        if (!(error instanceof ConcurrentChange) && !isUniqueViolation(error)) throw error;
      }
    }
    throw SCIM_GROUP_FAILURES.changedConcurrently();
  }

  private keysOf(connectionId: string, group: Pick<ScimGroup, 'displayName' | 'externalId'>) {
    return {
      displayNameKey: groupDisplayNameKey(connectionId, group.displayName),
      externalIdKey: groupExternalIdKey(connectionId, group.externalId),
    };
  }

  /** 409 `uniqueness` when another group of the connection has the display name or the external id. */
  private async assertAvailable(
    connectionId: string,
    keys: { displayNameKey: string; externalIdKey: string | null },
    exceptId?: string,
    tx?: Tx,
  ): Promise<void> {
    const named = await this.groups.findOne(
      connectionId,
      [{ field: 'displayNameKey', value: keys.displayNameKey }],
      tx,
    );
    if (named && named.id !== exceptId) throw SCIM_GROUP_FAILURES.displayNameTaken();
    if (!keys.externalIdKey) return;
    const external = await this.groups.findOne(
      connectionId,
      [{ field: 'externalIdKey', value: keys.externalIdKey }],
      tx,
    );
    if (external && external.id !== exceptId) throw SCIM_GROUP_FAILURES.externalIdTaken();
  }

  /** Members are direct SCIM Users of the same connection: anything else is refused as a whole. */
  private async assertOwned(connectionId: string, scimUserIds: string[], tx: Tx): Promise<void> {
    if (scimUserIds.length === 0) return;
    const owned = await this.users.findOwned(connectionId, scimUserIds, tx);
    if (owned.length !== new Set(scimUserIds).size) throw SCIM_GROUP_FAILURES.invalidMembers();
  }

  /** The filters as column matches: display names and external ids are found through their keys. */
  private whereOf(connectionId: string, filters: ScimGroupFilter[]): ScimGroupWhere {
    return filters.map(({ attribute, value }) => {
      if (attribute === 'id') return { field: 'id', value };
      if (attribute === 'displayName')
        return { field: 'displayNameKey', value: groupDisplayNameKey(connectionId, value) };
      return { field: 'externalIdKey', value: groupExternalIdKey(connectionId, value) ?? '' };
    });
  }
}
