import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, WhereOptions } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { ScimEquality } from '../protocol/scim-filter';
import { ScimPage } from '../protocol/scim-paging';
import {
  connectionUserKey,
  emailValueIndex,
  emailValueToken,
  externalIdKey,
  orderKey,
  userNameKey,
} from './scim-user-keys';
import { ScimUserModel } from './scim-user.model';
import { ScimUser, ScimUserProfile } from './scim-user.types';

/** The `scimUser` rows: a connection's Users, with the key columns derived from each profile. */
@Injectable()
export class ScimUserRepository {
  constructor(@InjectModel(ScimUserModel) private readonly users: typeof ScimUserModel) {}

  async create(user: Omit<ScimUser, 'updatedAt'>, tx: Tx): Promise<ScimUser> {
    const row = await this.users.create(
      {
        ...columnsOf(user.connectionId, user),
        id: user.id,
        connectionId: user.connectionId,
        provisioningDomainId: user.provisioningDomainId,
        userId: user.userId,
        connectionUserKey: connectionUserKey(user.connectionId, user.userId),
        orderKey: orderKey(user.createdAt),
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      },
      { transaction: tx },
    );
    return toScimUser(row);
  }

  async update(user: ScimUser, profile: ScimUserProfile, updatedAt: Date, tx: Tx): Promise<ScimUser> {
    await this.users.update(
      { ...columnsOf(user.connectionId, profile), updatedAt },
      { where: { id: user.id }, transaction: tx },
    );
    return { ...user, ...profile, updatedAt };
  }

  async setActive(ids: string[], active: boolean, updatedAt: Date, tx?: Tx): Promise<void> {
    if (ids.length > 0) await this.users.update({ active, updatedAt }, { where: { id: ids }, transaction: tx });
  }

  async delete(id: string, tx: Tx): Promise<void> {
    await this.users.destroy({ where: { id }, transaction: tx });
  }

  async findInConnection(connectionId: string, id: string, tx?: Tx): Promise<ScimUser | null> {
    const row = await this.users.findOne({ where: { id, connectionId }, transaction: tx });
    return row ? toScimUser(row) : null;
  }

  /** Those of `ids` that are Users of the connection (a Group's members). */
  async findManyInConnection(connectionId: string, ids: string[], tx?: Tx): Promise<ScimUser[]> {
    if (ids.length === 0) return [];
    const rows = await this.users.findAll({ where: { connectionId, id: { [Op.in]: ids } }, transaction: tx });
    return rows.map(toScimUser);
  }

  /** Which of the profile's per-connection keys another User of the connection holds. */
  async takenKey(connectionId: string, profile: ScimUserProfile, exceptId?: string): Promise<string | null> {
    const others = exceptId ? { id: { [Op.ne]: exceptId } } : {};
    const byName = await this.users.count({
      where: { connectionId, userNameKey: userNameKey(connectionId, profile.userName), ...others },
    });
    if (byName > 0) return 'userName';
    const key = externalIdKey(connectionId, profile.externalId);
    if (key === null) return null;
    return (await this.users.count({ where: { connectionId, externalIdKey: key, ...others } })) > 0
      ? 'externalId'
      : null;
  }

  async list(connectionId: string, filters: ScimEquality[], page: ScimPage): Promise<[ScimUser[], number]> {
    const where = whereOf(connectionId, filters);
    const total = await this.users.count({ where });
    if (page.count === 0 || total < page.startIndex) return [[], total];
    const rows = await this.users.findAll({
      where,
      order: [['orderKey', 'ASC']],
      offset: page.startIndex - 1,
      limit: page.count,
    });
    return [rows.map(toScimUser), total];
  }

  async listByUser(userId: string, tx?: Tx): Promise<ScimUser[]> {
    return (await this.users.findAll({ where: { userId }, transaction: tx })).map(toScimUser);
  }

  async listByConnection(connectionId: string): Promise<ScimUser[]> {
    return (await this.users.findAll({ where: { connectionId } })).map(toScimUser);
  }

  async anyActiveIn(provisioningDomainId: string): Promise<boolean> {
    return (await this.users.count({ where: { provisioningDomainId, active: true } })) > 0;
  }

  async findActiveByExternalId(provisioningDomainId: string, externalId: string): Promise<ScimUser | null> {
    const row = await this.users.findOne({ where: { provisioningDomainId, externalId, active: true } });
    return row ? toScimUser(row) : null;
  }
}

function columnsOf(connectionId: string, profile: ScimUserProfile) {
  return {
    userName: profile.userName,
    userNameKey: userNameKey(connectionId, profile.userName),
    primaryEmail: profile.primaryEmail,
    workEmailValueIndex: emailValueIndex(profile.emails, 'work'),
    emailValueIndex: emailValueIndex(profile.emails),
    displayName: profile.displayName,
    formattedName: profile.formattedName,
    givenName: profile.givenName,
    familyName: profile.familyName,
    serializedEmails: JSON.stringify(profile.emails),
    serializedAttributes: JSON.stringify(profile.attributes),
    externalId: profile.externalId,
    externalIdKey: externalIdKey(connectionId, profile.externalId),
    active: profile.active,
  };
}

function whereOf(connectionId: string, filters: ScimEquality[]): WhereOptions {
  const conditions: WhereOptions[] = [{ connectionId }];
  for (const { attribute, value } of filters) {
    const text = value === null ? '' : String(value);
    if (attribute === 'id') conditions.push({ id: text });
    else if (attribute === 'userName') conditions.push({ userNameKey: userNameKey(connectionId, text) });
    else if (attribute === 'externalId') conditions.push({ externalIdKey: externalIdKey(connectionId, text) });
    else conditions.push({ emailValueIndex: { [Op.like]: `%|${emailValueToken(text)}|%` } });
  }
  return { [Op.and]: conditions };
}

function toScimUser(row: ScimUserModel): ScimUser {
  const attributes = JSON.parse(row.serializedAttributes ?? '{}') as Record<string, unknown>;
  return {
    id: row.id,
    connectionId: row.connectionId,
    provisioningDomainId: row.provisioningDomainId,
    userId: row.userId,
    userName: row.userName,
    externalId: row.externalId,
    active: Boolean(row.active),
    displayName: row.displayName,
    formattedName: row.formattedName,
    givenName: row.givenName,
    familyName: row.familyName,
    emails: JSON.parse(row.serializedEmails) as ScimUser['emails'],
    primaryEmail: row.primaryEmail,
    attributes,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}
