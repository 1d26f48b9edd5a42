import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** Better Auth 1.7's dynamic access control table: roles an organization makes at run time, permission in JSON. */
export const createOrganizationRole: Migration = {
  name: '0029-create-organization-role',
  up: ({ context }) =>
    ensureTable(
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
    ),
};
