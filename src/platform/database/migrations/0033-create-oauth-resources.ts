import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';
import { jsonColumnType } from '../json-column';

/**
 * The rest of `@better-auth/oauth-provider`'s tables: resources (audiences) and their clients, and the client
 * assertions it has seen. Nothing here uses them yet; they exist so that Better Auth 1.7 with `oauthProvider()`
 * starts on this service's database as it is, since it refuses a database that lacks them.
 */
export const createOauthResources: Migration = {
  name: '0033-create-oauth-resources',
  up: async ({ context }) => {
    const json = jsonColumnType(context);
    const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
    await ensureTable(context, 'oauthResource', {
      id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      identifier: { type: DataTypes.TEXT, allowNull: false, unique: true },
      name: text(false),
      accessTokenTtl: { type: DataTypes.INTEGER, allowNull: true },
      refreshTokenTtl: { type: DataTypes.INTEGER, allowNull: true },
      signingAlgorithm: text(),
      signingKeyId: text(),
      allowedScopes: { type: json, allowNull: true },
      customClaims: { type: json, allowNull: true },
      dpopBoundAccessTokensRequired: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
      disabled: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
      createdAt: { type: DataTypes.DATE, allowNull: true },
      updatedAt: { type: DataTypes.DATE, allowNull: true },
      policyVersion: { type: DataTypes.INTEGER, allowNull: true, defaultValue: 1 },
      metadata: { type: json, allowNull: true },
    });
    await ensureTable(
      context,
      'oauthClientResource',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        clientId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'oauthClient', key: 'clientId' },
          onDelete: 'CASCADE',
        },
        resourceId: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'oauthResource', key: 'identifier' },
          onDelete: 'CASCADE',
        },
        metadata: { type: json, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: true },
      },
      [
        { name: 'oauthClientResource_clientId_idx', columns: ['clientId'] },
        { name: 'oauthClientResource_resourceId_idx', columns: ['resourceId'] },
        { name: 'oauthClientResource_clientId_resourceId_uidx', columns: ['clientId', 'resourceId'], unique: true },
      ],
    );
    await ensureTable(context, 'oauthClientAssertion', {
      id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    });
  },
};
