import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

export const createVerification: Migration = {
  name: '0004-create-verification',
  up: ({ context }) =>
    ensureTable(
      context,
      'verification',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        identifier: { type: DataTypes.TEXT, allowNull: false },
        value: { type: DataTypes.TEXT, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      [{ name: 'verification_identifier_idx', columns: ['identifier'] }],
    ),
};
