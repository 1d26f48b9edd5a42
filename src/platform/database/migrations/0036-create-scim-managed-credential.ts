import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimManagedCredential`: one bearer token of a managed connection, stored as a keyed
 * digest. `activeSlotKey` is unique, so a connection cannot hold more live credentials than it has slots.
 */
export const createScimManagedCredential: Migration = {
  name: '0036-create-scim-managed-credential',
  up: async ({ context }) => {
    const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
    await ensureTable(
      context,
      'scimManagedCredential',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionRecordId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'scimManagedConnection', key: 'id' },
          onDelete: 'CASCADE',
        },
        credentialId: { type: DataTypes.TEXT, allowNull: false, unique: true },
        tokenDigest: text(false),
        hashVersion: text(false),
        activeSlotKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        status: text(false),
        serializedScopes: text(false),
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        createdBy: text(false),
        lastUsedAt: { type: DataTypes.DATE, allowNull: true },
        revokedAt: { type: DataTypes.DATE, allowNull: true },
        revokedBy: text(),
        decommissionedAt: { type: DataTypes.DATE, allowNull: true },
      },
      [{ name: 'scimManagedCredential_connectionRecordId_idx', columns: ['connectionRecordId'] }],
    );
  },
};
