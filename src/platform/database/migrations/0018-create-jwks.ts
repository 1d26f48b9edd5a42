import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';

/** Better Auth's jwt plugin table: the signing keys, public halves as JWK, private halves encrypted. */
export const createJwks: Migration = {
  name: '0018-create-jwks',
  up: ({ context }) =>
    ensureTable(context, 'jwks', {
      id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      publicKey: { type: DataTypes.TEXT, allowNull: false },
      privateKey: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: true },
    }),
};
