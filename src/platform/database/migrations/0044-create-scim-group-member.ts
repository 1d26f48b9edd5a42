import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimGroupMember`: one direct User member of one Group. `membershipKey` is a digest of the
 * connection, group and SCIM user, so a user is a member of a group once.
 */
export const createScimGroupMember: Migration = {
  name: '0044-create-scim-group-member',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'scimGroupMember',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionId: { type: DataTypes.TEXT, allowNull: false },
        groupId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'scimGroup', key: 'id' },
          onDelete: 'CASCADE',
        },
        scimUserId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'scimUser', key: 'id' },
          onDelete: 'CASCADE',
        },
        membershipKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'scimGroupMember_connectionId_idx', columns: ['connectionId'] },
        { name: 'scimGroupMember_groupId_idx', columns: ['groupId'] },
        { name: 'scimGroupMember_scimUserId_idx', columns: ['scimUserId'] },
      ],
    );
  },
};
