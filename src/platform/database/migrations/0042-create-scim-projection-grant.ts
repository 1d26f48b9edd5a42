import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimProjectionGrant`: the organization roles a SCIM source grants its user. The service
 * projects only the `member` role of an active SCIM User, so it writes no grants; the table is here so that
 * Better Auth with `scim()` starts on this database as it is.
 */
export const createScimProjectionGrant: Migration = {
  name: '0042-create-scim-projection-grant',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'scimProjectionGrant',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionId: { type: DataTypes.TEXT, allowNull: false },
        provisioningDomainId: { type: DataTypes.TEXT, allowNull: false },
        scimUserId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'scimUser', key: 'id' },
          onDelete: 'CASCADE',
        },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        sourceKind: { type: DataTypes.TEXT, allowNull: false },
        sourceId: { type: DataTypes.TEXT, allowNull: false },
        sourceValue: { type: DataTypes.TEXT, allowNull: true },
        role: { type: DataTypes.TEXT, allowNull: false },
        grantKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'scimProjectionGrant_connectionId_idx', columns: ['connectionId'] },
        { name: 'scimProjectionGrant_provisioningDomainId_idx', columns: ['provisioningDomainId'] },
        { name: 'scimProjectionGrant_scimUserId_idx', columns: ['scimUserId'] },
        { name: 'scimProjectionGrant_userId_idx', columns: ['userId'] },
      ],
    );
  },
};
