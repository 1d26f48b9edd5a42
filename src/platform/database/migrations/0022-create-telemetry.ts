import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * One row (id 1), made the first time telemetry is on: the installation's anonymous id, and the last
 * day a usage event was claimed, so that of several instances only one sends each day.
 */
export const createTelemetry: Migration = {
  name: '0022-create-telemetry',
  up: ({ context }) =>
    ensureTable(context, 'telemetry', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      installationId: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      /** `YYYY-MM-DD` (UTC) of the last usage event claimed; null before the first. */
      usageSentOn: { type: DataTypes.TEXT, allowNull: true },
    }),
};
