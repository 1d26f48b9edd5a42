import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { currentSchema, ensureTable } from '../ensure-table';

export const createApiKey: Migration = {
  name: '0010-create-api-key',
  up: async ({ context }) => {
    const schema = await currentSchema(context);
    const present = await (
      schema ? context.describeTable('apikey', { schema }) : context.describeTable('apikey')
    ).catch(() => null);
    // Better Auth 1.7 names the owner `referenceId` (see 0019): its table is served without 1.4's `userId`.
    const madeBy17 = present !== null && !present.userId && Boolean(present.referenceId);
    const all = {
      id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: true },
      start: { type: DataTypes.TEXT, allowNull: true },
      prefix: { type: DataTypes.TEXT, allowNull: true },
      key: { type: DataTypes.TEXT, allowNull: false },
      userId: {
        type: DataTypes.TEXT,
        allowNull: false,
        references: { model: 'user', key: 'id' },
        onDelete: 'CASCADE',
      },
      refillInterval: { type: DataTypes.INTEGER, allowNull: true },
      refillAmount: { type: DataTypes.INTEGER, allowNull: true },
      lastRefillAt: { type: DataTypes.DATE, allowNull: true },
      enabled: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: true },
      rateLimitEnabled: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: true },
      rateLimitTimeWindow: { type: DataTypes.INTEGER, allowNull: true },
      rateLimitMax: { type: DataTypes.INTEGER, allowNull: true },
      requestCount: { type: DataTypes.INTEGER, allowNull: true, defaultValue: 0 },
      remaining: { type: DataTypes.INTEGER, allowNull: true },
      lastRequest: { type: DataTypes.DATE, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
      permissions: { type: DataTypes.TEXT, allowNull: true },
      metadata: { type: DataTypes.TEXT, allowNull: true },
    };
    await ensureTable(
      context,
      'apikey',
      madeBy17 ? Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'userId')) : all,
      [
        { name: 'apikey_key_idx', columns: ['key'] },
        ...(madeBy17 ? [] : [{ name: 'apikey_userId_idx', columns: ['userId'] }]),
        // The sweep deletes by expiry.
        { name: 'apikey_expiresAt_idx', columns: ['expiresAt'] },
      ],
    );
  },
};
