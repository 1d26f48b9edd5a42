import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { DEFAULT_FIND_MANY_LIMIT } from '../../../platform/database/database.constants';
import { MemberModel } from '../models/member.model';
import { OrganizationModel } from '../models/organization.model';
import { Organization } from '../organization.types';

export interface OrganizationChanges {
  name?: string;
  slug?: string;
  logo?: string | null;
  metadata?: Record<string, unknown> | null;
}

@Injectable()
export class OrganizationRepository {
  constructor(
    @InjectModel(OrganizationModel) private readonly organizations: typeof OrganizationModel,
    @InjectModel(MemberModel) private readonly members: typeof MemberModel,
  ) {}

  async create(organization: Organization, tx?: Tx): Promise<Organization> {
    const row = await this.organizations.create(
      { ...organization, metadata: serialiseMetadata(organization.metadata) },
      { transaction: tx },
    );
    return toOrganization(row);
  }

  async findById(id: string): Promise<Organization | null> {
    const row = await this.organizations.findByPk(id);
    return row ? toOrganization(row) : null;
  }

  async findBySlug(slug: string): Promise<Organization | null> {
    const row = await this.organizations.findOne({ where: { slug } });
    return row ? toOrganization(row) : null;
  }

  /** The organizations the user is a member of, oldest membership first. */
  async listByUser(userId: string): Promise<Organization[]> {
    const memberships = await this.members.findAll({
      attributes: ['organizationId'],
      where: { userId },
      order: [['createdAt', 'ASC']],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    if (memberships.length === 0) return [];
    const ids = memberships.map((membership) => membership.organizationId);
    const rows = await this.organizations.findAll({ where: { id: { [Op.in]: ids } } });
    const byId = new Map(rows.map((row) => [row.id, toOrganization(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async countByUser(userId: string): Promise<number> {
    return this.members.count({ where: { userId } });
  }

  async update(id: string, changes: OrganizationChanges): Promise<Organization | null> {
    // Fields left out arrive as undefined properties of the DTO; only the ones sent are written.
    const given: OrganizationChanges = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    const values = given.metadata === undefined ? given : { ...given, metadata: serialiseMetadata(given.metadata) };
    if (Object.keys(values).length > 0) await this.organizations.update(values, { where: { id } });
    return this.findById(id);
  }

  /** Deletes the organization; its members, invitations and teams go with it (see the caller). */
  async delete(id: string, tx?: Tx): Promise<void> {
    await this.organizations.destroy({ where: { id }, transaction: tx });
  }
}

function serialiseMetadata(metadata: Record<string, unknown> | null): string | null {
  return metadata ? JSON.stringify(metadata) : null;
}

/** Metadata Better Auth wrote is JSON text; anything unreadable is shown as absent rather than failing the read. */
export function parseMetadata(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toOrganization(row: OrganizationModel): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ?? null,
    metadata: parseMetadata(row.metadata),
    createdAt: new Date(row.createdAt),
  };
}
