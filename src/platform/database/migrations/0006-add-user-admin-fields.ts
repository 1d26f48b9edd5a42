import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** The admin plugin's user fields: roles (comma-joined), and the ban with its reason and expiry. */
export const addUserAdminFields: Migration = {
  name: '0006-add-user-admin-fields',
  up: ({ context }) =>
    ensureTable(context, 'user', {
      role: { type: DataTypes.TEXT, allowNull: true },
      banned: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
      banReason: { type: DataTypes.TEXT, allowNull: true },
      banExpires: { type: DataTypes.DATE, allowNull: true },
    }),
};
