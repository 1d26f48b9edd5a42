import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

export const createAccount: Migration = {
  name: '0002-create-account',
  up: ({ context }) =>
    ensureTable(
      context,
      'account',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        accountId: { type: DataTypes.TEXT, allowNull: false },
        providerId: { type: DataTypes.TEXT, allowNull: false },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        accessToken: { type: DataTypes.TEXT, allowNull: true },
        refreshToken: { type: DataTypes.TEXT, allowNull: true },
        idToken: { type: DataTypes.TEXT, allowNull: true },
        accessTokenExpiresAt: { type: DataTypes.DATE, allowNull: true },
        refreshTokenExpiresAt: { type: DataTypes.DATE, allowNull: true },
        scope: { type: DataTypes.TEXT, allowNull: true },
        password: { type: DataTypes.TEXT, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [{ name: 'account_userId_idx', columns: ['userId'] }],
    ),
};
