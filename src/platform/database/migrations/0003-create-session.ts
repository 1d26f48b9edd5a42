import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

export const createSession: Migration = {
  name: '0003-create-session',
  up: ({ context }) =>
    ensureTable(
      context,
      'session',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        token: { type: DataTypes.TEXT, allowNull: false, unique: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
        ipAddress: { type: DataTypes.TEXT, allowNull: true },
        userAgent: { type: DataTypes.TEXT, allowNull: true },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
      },
      [{ name: 'session_userId_idx', columns: ['userId'] }],
    ),
};
