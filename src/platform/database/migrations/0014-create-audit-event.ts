import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

const text = (allowNull: boolean) => ({ type: DataTypes.TEXT, allowNull });

/** The audit log. No foreign keys: an event outlives the user, key or organization it names. */
export const createAuditEvent: Migration = {
  name: '0014-create-audit-event',
  up: async ({ context }) => {
    await ensureTable(
      context,
      'auditEvent',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        action: text(false),
        actorId: text(true),
        impersonatedBy: text(true),
        targetType: text(true),
        targetId: text(true),
        ipAddress: text(true),
        userAgent: text(true),
        result: text(false),
        metadata: text(true),
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      [
        { name: 'auditEvent_createdAt_idx', columns: ['createdAt'] },
        { name: 'auditEvent_actorId_idx', columns: ['actorId'] },
        { name: 'auditEvent_targetId_idx', columns: ['targetId'] },
      ],
    );
  },
};
