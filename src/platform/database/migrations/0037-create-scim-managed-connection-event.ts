import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/**
 * `@better-auth/scim`'s `scimManagedConnectionEvent`: what happened to a managed connection, in order.
 * `eventKey` (`<connection row id>:<sequence>`) is unique, so a sequence number is never written twice.
 */
export const createScimManagedConnectionEvent: Migration = {
  name: '0037-create-scim-managed-connection-event',
  up: async ({ context }) => {
    const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
    await ensureTable(
      context,
      'scimManagedConnectionEvent',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        connectionRecordId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'scimManagedConnection', key: 'id' },
          onDelete: 'CASCADE',
        },
        eventKey: { type: DataTypes.TEXT, allowNull: false, unique: true },
        sequence: { type: DataTypes.INTEGER, allowNull: false },
        type: text(false),
        actorId: text(false),
        credentialId: text(),
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      [{ name: 'scimManagedConnectionEvent_connectionRecordId_idx', columns: ['connectionRecordId'] }],
    );
  },
};
