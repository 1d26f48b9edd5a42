import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * Where an audit event came from when no request carried it: `cli` for the command line, `system` for
 * scheduled work. Nullable: existing events, and every event a request carries, read as null.
 */
export const addAuditEventOrigin: Migration = {
  name: '0028-add-audit-event-origin',
  up: ({ context }) => ensureTable(context, 'auditEvent', { origin: { type: DataTypes.TEXT, allowNull: true } }),
};
