import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * Failed sign-ins per e-mail address and the lock they started, for deployments without Redis.
 * Keyed by a keyed hash of the address, so the table is no list of the addresses people tried.
 */
export const createAccountLockout: Migration = {
  name: '0017-create-account-lockout',
  up: ({ context }) =>
    ensureTable(
      context,
      'accountLockout',
      {
        key: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        failures: { type: DataTypes.INTEGER, allowNull: false },
        lastFailureAt: { type: DataTypes.BIGINT, allowNull: false },
        lockedUntil: { type: DataTypes.BIGINT, allowNull: false },
      },
      [{ name: 'accountLockout_lastFailureAt_idx', columns: ['lastFailureAt'] }],
    ),
};
