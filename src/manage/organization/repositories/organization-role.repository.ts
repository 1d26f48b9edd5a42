import { Injectable } from '@nestjs/common';
import { isStatements } from '../../../platform/common/access/access-control';
import { InjectModel } from '@nestjs/sequelize';
import { Op, UniqueConstraintError } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { DEFAULT_FIND_MANY_LIMIT } from '../../../platform/database/database.constants';
import { OrganizationRoleModel } from '../models/organization-role.model';
import { OrganizationRole, RoleRef } from '../organization.types';

@Injectable()
export class OrganizationRoleRepository {
  constructor(@InjectModel(OrganizationRoleModel) private readonly roles: typeof OrganizationRoleModel) {}

  /** The new role, or null when another of its name was made meanwhile. */
  async create(role: OrganizationRole): Promise<OrganizationRole | null> {
    try {
      const row = await this.roles.create({ ...role, permission: JSON.stringify(role.permission) });
      return toRole(row);
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  async find(organizationId: string, ref: RoleRef): Promise<OrganizationRole | null> {
    const row = await this.roles.findOne({ where: { organizationId, ...whereRef(ref) } });
    return row ? toRole(row) : null;
  }

  async findByNames(organizationId: string, names: readonly string[]): Promise<OrganizationRole[]> {
    const rows = await this.roles.findAll({ where: { organizationId, role: { [Op.in]: [...names] } } });
    return rows.map(toRole);
  }

  async listByOrganization(organizationId: string): Promise<OrganizationRole[]> {
    const rows = await this.roles.findAll({
      where: { organizationId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: DEFAULT_FIND_MANY_LIMIT,
    });
    return rows.map(toRole);
  }

  countByOrganization(organizationId: string): Promise<number> {
    return this.roles.count({ where: { organizationId } });
  }

  async update(
    id: string,
    changes: { role?: string; permission?: Record<string, string[]> },
    updatedAt: Date,
  ): Promise<boolean> {
    const { permission, ...rest } = changes;
    try {
      await this.roles.update(
        { ...rest, ...(permission ? { permission: JSON.stringify(permission) } : {}), updatedAt },
        { where: { id } },
      );
      return true;
    } catch (error) {
      // The new name was taken meanwhile.
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.roles.destroy({ where: { id } });
  }

  async deleteByOrganization(organizationId: string, tx?: Tx): Promise<void> {
    await this.roles.destroy({ where: { organizationId }, transaction: tx });
  }
}

function whereRef(ref: RoleRef): { role: string } | { id: string } {
  return 'roleName' in ref ? { role: ref.roleName } : { id: ref.roleId };
}

function toRole(row: OrganizationRoleModel): OrganizationRole {
  return {
    id: row.id,
    organizationId: row.organizationId,
    role: row.role,
    permission: parsePermission(row.role, row.permission),
    createdAt: new Date(row.createdAt),
    updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
  };
}

/** The stored JSON; a row another program wrote wrongly fails the request, as Better Auth 1.7 fails it. */
function parsePermission(role: string, text: string): Record<string, string[]> {
  const parsed: unknown = JSON.parse(text);
  if (!isStatements(parsed)) throw new Error(`Invalid permissions for role ${role}`);
  return parsed as Record<string, string[]>;
}
