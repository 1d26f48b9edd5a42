import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** The administrator behind an impersonation session. */
export const addSessionImpersonatedBy: Migration = {
  name: '0007-add-session-impersonated-by',
  up: ({ context }) => ensureTable(context, 'session', { impersonatedBy: { type: DataTypes.TEXT, allowNull: true } }),
};
