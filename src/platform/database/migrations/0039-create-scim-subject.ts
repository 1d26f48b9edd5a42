import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** `@better-auth/scim`'s `scimSubject`: one row per user a SCIM connection provisions. */
export const createScimSubject: Migration = {
  name: '0039-create-scim-subject',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'scimSubject',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          unique: true,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        profileSourceId: { type: DataTypes.TEXT, allowNull: true },
        revision: { type: DataTypes.INTEGER, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [{ name: 'scimSubject_profileSourceId_idx', columns: ['profileSourceId'] }],
    );
  },
};
