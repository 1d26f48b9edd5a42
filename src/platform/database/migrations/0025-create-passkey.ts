import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** Better Auth's passkey plugin table: one WebAuthn credential per row, its public key in base64. */
export const createPasskey: Migration = {
  name: '0025-create-passkey',
  up: ({ context }) =>
    ensureTable(
      context,
      'passkey',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        name: { type: DataTypes.TEXT, allowNull: true },
        publicKey: { type: DataTypes.TEXT, allowNull: false },
        userId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        credentialID: { type: DataTypes.TEXT, allowNull: false },
        counter: { type: DataTypes.INTEGER, allowNull: false },
        deviceType: { type: DataTypes.TEXT, allowNull: false },
        backedUp: { type: DataTypes.BOOLEAN, allowNull: false },
        transports: { type: DataTypes.TEXT, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: true },
        aaguid: { type: DataTypes.TEXT, allowNull: true },
      },
      [
        { name: 'passkey_userId_idx', columns: ['userId'] },
        { name: 'passkey_credentialID_idx', columns: ['credentialID'] },
      ],
    ),
};
