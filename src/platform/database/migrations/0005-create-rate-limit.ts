import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

export const createRateLimit: Migration = {
  name: '0005-create-rate-limit',
  up: ({ context }) =>
    ensureTable(context, 'rateLimit', {
      id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      key: { type: DataTypes.TEXT, allowNull: false, unique: true },
      count: { type: DataTypes.INTEGER, allowNull: false },
      lastRequest: { type: DataTypes.BIGINT, allowNull: false },
    }),
};
