import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * Admin roles made at run time (no Better Auth package has them): the role's name and its permission
 * statements as JSON text, as Better Auth 1.7 stores an organization's roles.
 */
export const createAdminRole: Migration = {
  name: '0030-create-admin-role',
  up: ({ context }) =>
    ensureTable(
      context,
      'adminRole',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        role: { type: DataTypes.TEXT, allowNull: false },
        permission: { type: DataTypes.TEXT, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: true },
      },
      [{ name: 'adminRole_role_uidx', columns: ['role'], unique: true }],
    ),
};
