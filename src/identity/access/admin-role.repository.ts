import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { UniqueConstraintError } from 'sequelize';
import { RoleGrants, isStatements } from '../../platform/common/access/access-control';
import { AdminRoleModel } from './admin-role.model';
import { StoredAdminRole } from './admin-role.types';

/** Which role: by its name or by its id. */
export type AdminRoleKey = { role: string } | { id: string };

@Injectable()
export class AdminRoleRepository {
  private readonly logger = new Logger(AdminRoleRepository.name);

  constructor(@InjectModel(AdminRoleModel) private readonly roles: typeof AdminRoleModel) {}

  /** Every stored role, by name; a row whose statements cannot be read is left out and logged. */
  async listAll(): Promise<StoredAdminRole[]> {
    const rows = await this.roles.findAll({ order: [['role', 'ASC']] });
    return rows.flatMap((row) => {
      const role = toRole(row);
      if (role) return [role];
      this.logger.error(`Admin role "${row.role}" has unreadable statements and grants nothing`);
      return [];
    });
  }

  async find(key: AdminRoleKey): Promise<StoredAdminRole | null> {
    const row = await this.roles.findOne({ where: key });
    return row ? toRole(row) : null;
  }

  /** The new role, or null when its name was taken meanwhile. */
  async create(role: StoredAdminRole): Promise<StoredAdminRole | null> {
    try {
      await this.roles.create({ ...role, permission: JSON.stringify(role.permission) });
      return role;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  /** Whether the role was there to change; false too when the new name was taken meanwhile. */
  async update(id: string, changes: { role?: string; permission?: RoleGrants; updatedAt: Date }): Promise<boolean> {
    const values = {
      ...changes,
      ...(changes.permission ? { permission: JSON.stringify(changes.permission) } : {}),
    };
    try {
      const [count] = await this.roles.update(values, { where: { id } });
      return count > 0;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.roles.destroy({ where: { id } });
  }
}

function toRole(row: AdminRoleModel): StoredAdminRole | null {
  const permission = readStatements(row.permission);
  if (!permission) return null;
  return {
    id: row.id,
    role: row.role,
    permission,
    createdAt: new Date(row.createdAt),
    updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
  };
}

function readStatements(text: string): RoleGrants | null {
  try {
    const value: unknown = JSON.parse(text);
    return isStatements(value) ? value : null;
  } catch {
    return null;
  }
}
