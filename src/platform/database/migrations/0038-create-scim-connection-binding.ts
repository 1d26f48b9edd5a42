import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimConnectionBinding`: a connection's organization, fixed at its first use, and where
 * its decommissioning stands (`active`, `reconciling`, `complete`).
 */
export const createScimConnectionBinding: Migration = {
  name: '0038-create-scim-connection-binding',
  up: async ({ context }) => {
    const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
    const count = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
    await ensureTable(
      context,
      'scimConnectionBinding',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionId: text(false),
        connectionKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        provisioningDomainId: text(false),
        createdAt: { type: DataTypes.DATE, allowNull: false },
        decommissionedAt: { type: DataTypes.DATE, allowNull: true },
        decommissionStatus: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'active' },
        decommissionCursorUserId: text(),
        decommissionReconciledUserCount: count,
        decommissionBatchCount: count,
        decommissionRevision: count,
        decommissionCompletedAt: { type: DataTypes.DATE, allowNull: true },
        decommissionLeaseId: text(),
        decommissionLeaseExpiresAt: { type: DataTypes.DATE, allowNull: true },
      },
      [{ name: 'scimConnectionBinding_connectionId_idx', columns: ['connectionId'] }],
    );
  },
};
