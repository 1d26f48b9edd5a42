import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** `@better-auth/scim`'s `scimIdentityTombstone`: which user a deleted SCIM User's externalId stood for. */
export const createScimIdentityTombstone: Migration = {
  name: '0041-create-scim-identity-tombstone',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'scimIdentityTombstone',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionId: { type: DataTypes.TEXT, allowNull: false },
        provisioningDomainId: { type: DataTypes.TEXT, allowNull: false },
        externalId: { type: DataTypes.TEXT, allowNull: false },
        externalIdKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        profile: { type: DataTypes.TEXT, allowNull: false },
        deletedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'scimIdentityTombstone_connectionId_idx', columns: ['connectionId'] },
        { name: 'scimIdentityTombstone_provisioningDomainId_idx', columns: ['provisioningDomainId'] },
        { name: 'scimIdentityTombstone_userId_idx', columns: ['userId'] },
      ],
    );
  },
};
