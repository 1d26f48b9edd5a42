import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimManagedConnection`: a SCIM client's connection to one organization, made through
 * the server-only catalog. `revision` counts the connection's changes; each change's event takes it as its
 * sequence, so two concurrent changes cannot write the same one.
 */
export const createScimManagedConnection: Migration = {
  name: '0035-create-scim-managed-connection',
  up: async ({ context }) => {
    const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
    await ensureTable(
      context,
      'scimManagedConnection',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        creationRequestId: { type: DataTypes.TEXT, allowNull: false, unique: true },
        connectionId: { type: DataTypes.TEXT, allowNull: false, unique: true },
        provisioningDomainId: text(false),
        status: text(false),
        revision: { type: DataTypes.INTEGER, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        createdBy: text(false),
        decommissionStartedAt: { type: DataTypes.DATE, allowNull: true },
        decommissionStartedBy: text(),
        decommissionedAt: { type: DataTypes.DATE, allowNull: true },
        decommissionedBy: text(),
      },
      [{ name: 'scimManagedConnection_provisioningDomainId_idx', columns: ['provisioningDomainId'] }],
    );
  },
};
