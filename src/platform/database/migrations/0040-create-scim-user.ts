import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** `@better-auth/scim`'s `scimUser`: a connection's SCIM User, with the derived key columns its lookups use. */
export const createScimUser: Migration = {
  name: '0040-create-scim-user',
  up: async ({ context }) => {
    const text = (allowNull: boolean) => ({ type: DataTypes.TEXT, allowNull });
    const uniqueText = (allowNull: boolean) => ({ type: DataTypes.TEXT, allowNull, unique: true });
    await ensureTable(
      context,
      'scimUser',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionId: text(false),
        provisioningDomainId: text(false),
        userId: { ...text(false), references: { model: 'user', key: 'id' }, onDelete: 'CASCADE' },
        connectionUserKey: uniqueText(false),
        userName: text(false),
        userNameKey: uniqueText(false),
        primaryEmail: text(false),
        workEmailValueIndex: text(false),
        emailValueIndex: text(false),
        displayName: text(false),
        formattedName: text(false),
        givenName: text(true),
        familyName: text(true),
        serializedEmails: text(false),
        serializedAttributes: text(true),
        externalId: text(true),
        externalIdKey: uniqueText(true),
        active: { type: DataTypes.BOOLEAN, allowNull: false },
        orderKey: uniqueText(false),
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'scimUser_connectionId_idx', columns: ['connectionId'] },
        { name: 'scimUser_provisioningDomainId_idx', columns: ['provisioningDomainId'] },
        { name: 'scimUser_userId_idx', columns: ['userId'] },
      ],
    );
  },
};
