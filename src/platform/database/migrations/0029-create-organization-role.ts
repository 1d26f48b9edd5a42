import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * Better Auth 1.7's dynamic access control table: roles an organization makes at run time, permission in JSON.
 * One name per organization is kept by a unique index, which 1.7 does not have: it is added only where the table
 * holds no two roles of one name (a 1.7 database may), so serving such a database never fails to start.
 */
export const createOrganizationRole: Migration = {
  name: '0029-create-organization-role',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'organizationRole',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        organizationId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'organization', key: 'id' },
          onDelete: 'CASCADE',
        },
        role: { type: DataTypes.TEXT, allowNull: false },
        permission: { type: DataTypes.TEXT, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: true },
      },
      [
        { name: 'organizationRole_organizationId_idx', columns: ['organizationId'] },
        { name: 'organizationRole_role_idx', columns: ['role'] },
      ],
    );
    const [duplicates] = await context.sequelize.query(
      'SELECT 1 FROM "organizationRole" GROUP BY "organizationId", "role" HAVING COUNT(*) > 1 LIMIT 1',
    );
    if (duplicates.length > 0) return;
    await context.sequelize.query(
      'CREATE UNIQUE INDEX IF NOT EXISTS "organizationRole_organizationId_role_uidx" ON "organizationRole" ("organizationId", "role")',
    );
  },
};
