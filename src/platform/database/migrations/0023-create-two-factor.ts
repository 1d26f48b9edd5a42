import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * Better Auth's two-factor table: the TOTP secret and the backup codes, both encrypted with the auth secret.
 * `verified`, `failedVerificationCount` and `lockedUntil` are Better Auth 1.7's; `lastAcceptedTimeStep` is
 * this service's own (a TOTP code is accepted once), nullable so Better Auth can write rows without it.
 */
export const createTwoFactor: Migration = {
  name: '0023-create-two-factor',
  up: ({ context }) =>
    ensureTable(
      context,
      'twoFactor',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        secret: { type: DataTypes.TEXT, allowNull: false },
        backupCodes: { type: DataTypes.TEXT, allowNull: false },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        verified: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: true },
        failedVerificationCount: { type: DataTypes.INTEGER, allowNull: true, defaultValue: 0 },
        lockedUntil: { type: DataTypes.DATE, allowNull: true },
        lastAcceptedTimeStep: { type: DataTypes.BIGINT, allowNull: true },
      },
      [
        { name: 'twoFactor_secret_idx', columns: ['secret'] },
        { name: 'twoFactor_userId_idx', columns: ['userId'] },
      ],
    ),
};
