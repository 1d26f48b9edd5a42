import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, WhereOptions } from 'sequelize';
import { generateId } from '../../../platform/common/crypto/random';
import { Tx } from '../../../platform/database/database';
import { groupMembershipKey } from './scim-group-keys';
import { ScimGroupMemberModel, ScimGroupModel } from './scim-group.models';
import { ScimGroup, ScimGroupMembership } from './scim-group.types';

/** What a list narrows on: every match must hold (SCIM's `and` of `eq`). */
export type ScimGroupWhere = Array<{ field: 'id' | 'displayNameKey' | 'externalIdKey'; value: string }>;

function whereOf(connectionId: string, matches: ScimGroupWhere): WhereOptions {
  return { [Op.and]: [{ connectionId }, ...matches.map(({ field, value }) => ({ [field]: value }))] };
}

interface NewScimGroup extends Omit<ScimGroup, 'revision'> {
  displayNameKey: string;
  externalIdKey: string | null;
  orderKey: string;
}

type ScimGroupChanges = Pick<NewScimGroup, 'displayName' | 'displayNameKey' | 'externalId' | 'externalIdKey'>;

/** SCIM Groups and their direct members, always within one connection. */
@Injectable()
export class ScimGroupRepository {
  constructor(
    @InjectModel(ScimGroupModel) private readonly groups: typeof ScimGroupModel,
    @InjectModel(ScimGroupMemberModel) private readonly members: typeof ScimGroupMemberModel,
  ) {}

  async findById(connectionId: string, id: string, tx?: Tx): Promise<ScimGroup | null> {
    const row = await this.groups.findOne({ where: { connectionId, id }, transaction: tx });
    return row ? toGroup(row) : null;
  }

  /** The group of the connection holding `where`'s keys, for uniqueness checks. */
  async findOne(connectionId: string, where: ScimGroupWhere, tx?: Tx): Promise<ScimGroup | null> {
    const row = await this.groups.findOne({ where: whereOf(connectionId, where), transaction: tx });
    return row ? toGroup(row) : null;
  }

  async count(connectionId: string, where: ScimGroupWhere): Promise<number> {
    return this.groups.count({ where: whereOf(connectionId, where) });
  }

  /** One page in creation order. */
  async list(connectionId: string, where: ScimGroupWhere, offset: number, limit: number): Promise<ScimGroup[]> {
    const rows = await this.groups.findAll({
      where: whereOf(connectionId, where),
      order: [['orderKey', 'ASC']],
      offset,
      limit,
    });
    return rows.map(toGroup);
  }

  async create(group: NewScimGroup, tx: Tx): Promise<ScimGroup> {
    const row = await this.groups.create({ ...group, revision: 0 }, { transaction: tx });
    return toGroup(row);
  }

  /**
   * Takes the group for one writer: raises its revision only if it is still `group.revision`. False when another
   * writer got there first (or the group is gone), so the caller refuses rather than overwrite its change.
   */
  async claim(group: ScimGroup, tx: Tx): Promise<boolean> {
    const [updated] = await this.groups.update(
      { revision: group.revision + 1 },
      { where: { id: group.id, connectionId: group.connectionId, revision: group.revision }, transaction: tx },
    );
    return updated === 1;
  }

  async update(group: ScimGroup, changes: Partial<ScimGroupChanges>, updatedAt: Date, tx: Tx): Promise<void> {
    await this.groups.update(
      { ...changes, updatedAt },
      { where: { id: group.id, connectionId: group.connectionId }, transaction: tx },
    );
  }

  /** Removes the group with its memberships (SQLite does not enforce the cascade). */
  async delete(group: ScimGroup, tx: Tx): Promise<void> {
    await this.members.destroy({ where: { connectionId: group.connectionId, groupId: group.id }, transaction: tx });
    await this.groups.destroy({ where: { id: group.id, connectionId: group.connectionId }, transaction: tx });
  }

  /** The direct members of the groups, each group's in the order they joined. */
  async membershipsOf(connectionId: string, groupIds: string[], tx?: Tx): Promise<ScimGroupMembership[]> {
    if (groupIds.length === 0) return [];
    const rows = await this.members.findAll({
      where: { connectionId, groupId: { [Op.in]: groupIds } },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction: tx,
    });
    return rows.map((row) => ({ groupId: row.groupId, scimUserId: row.scimUserId }));
  }

  async addMembers(group: ScimGroup, scimUserIds: string[], createdAt: Date, tx: Tx): Promise<void> {
    if (scimUserIds.length === 0) return;
    const { connectionId, id: groupId } = group;
    await this.members.bulkCreate(
      scimUserIds.map((scimUserId) => ({
        id: generateId(),
        connectionId,
        groupId,
        scimUserId,
        membershipKey: groupMembershipKey(connectionId, groupId, scimUserId),
        createdAt,
      })),
      { transaction: tx },
    );
  }

  async removeMembers(group: ScimGroup, scimUserIds: string[], tx: Tx): Promise<void> {
    if (scimUserIds.length === 0) return;
    const where: WhereOptions = {
      connectionId: group.connectionId,
      groupId: group.id,
      scimUserId: { [Op.in]: scimUserIds },
    };
    await this.members.destroy({ where, transaction: tx });
  }
}

function toGroup(row: ScimGroupModel): ScimGroup {
  return {
    id: row.id,
    connectionId: row.connectionId,
    provisioningDomainId: row.provisioningDomainId,
    revision: Number(row.revision),
    displayName: row.displayName,
    externalId: row.externalId ?? null,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}
