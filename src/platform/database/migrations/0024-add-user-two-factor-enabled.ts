import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** The two-factor plugin's user field: set once the user confirmed a second factor. */
export const addUserTwoFactorEnabled: Migration = {
  name: '0024-add-user-two-factor-enabled',
  up: ({ context }) =>
    ensureTable(context, 'user', {
      twoFactorEnabled: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
    }),
};
