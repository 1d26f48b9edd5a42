import { DataTypes } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';
import { jsonColumnType } from '../json-column';

/**
 * The OAuth provider's registered clients (`@better-auth/oauth-provider`'s `oauthClient`). Lists are JSON
 * arrays; `clientSecret` holds the secret's hash. The package's resource tables are not created yet.
 */
export const createOauthClient: Migration = {
  name: '0031-create-oauth-client',
  up: ({ context }) => {
    const json = jsonColumnType(context);
    const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
    const flag = () => ({ type: DataTypes.BOOLEAN, allowNull: true });
    return ensureTable(
      context,
      'oauthClient',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        clientId: { type: DataTypes.TEXT, allowNull: false, unique: true },
        clientSecret: text(),
        clientDiscoveryId: text(),
        disabled: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
        skipConsent: flag(),
        enableEndSession: flag(),
        subjectType: text(),
        scopes: { type: json, allowNull: true },
        clientCredentialsScopes: { type: json, allowNull: true },
        userId: {
          type: DataTypes.TEXT,
          allowNull: true,
          references: { model: 'user', key: 'id' },
          onDelete: 'CASCADE',
        },
        createdAt: { type: DataTypes.DATE, allowNull: true },
        updatedAt: { type: DataTypes.DATE, allowNull: true },
        name: text(),
        uri: text(),
        icon: text(),
        contacts: { type: json, allowNull: true },
        tos: text(),
        policy: text(),
        softwareId: text(),
        softwareVersion: text(),
        softwareStatement: text(),
        redirectUris: { type: json, allowNull: false },
        postLogoutRedirectUris: { type: json, allowNull: true },
        backchannelLogoutUri: text(),
        backchannelLogoutSessionRequired: flag(),
        tokenEndpointAuthMethod: text(),
        applicationType: text(),
        jwks: text(),
        jwksUri: text(),
        grantTypes: { type: json, allowNull: true },
        responseTypes: { type: json, allowNull: true },
        requirePKCE: flag(),
        dpopBoundAccessTokens: { type: DataTypes.BOOLEAN, allowNull: true, defaultValue: false },
        referenceId: text(),
        metadata: { type: json, allowNull: true },
      },
      [{ name: 'oauthClient_userId_idx', columns: ['userId'] }],
    );
  },
};
