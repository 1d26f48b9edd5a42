import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimGroup`: a SCIM Group of one connection. The `*Key` columns are digests scoped to the
 * connection, so one unique index keeps a display name (case-insensitive) or an `externalId` unique per connection.
 */
export const createScimGroup: Migration = {
  name: '0043-create-scim-group',
  up: async ({ context }) => {
    const text = (allowNull: boolean) => ({ type: DataTypes.TEXT, allowNull });
    await ensureTable(
      context,
      'scimGroup',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionId: text(false),
        provisioningDomainId: text(false),
        revision: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        displayName: text(false),
        displayNameKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        externalId: text(true),
        externalIdKey: { type: DataTypes.TEXT, allowNull: true, unique: true },
        orderKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'scimGroup_connectionId_idx', columns: ['connectionId'] },
        { name: 'scimGroup_provisioningDomainId_idx', columns: ['provisioningDomainId'] },
      ],
    );
  },
};
