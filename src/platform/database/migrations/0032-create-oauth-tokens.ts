import { DataTypes, ModelAttributeColumnOptions } from 'sequelize';
import { Migration } from '../migration';
import { ensureTable } from '../ensure-table';
import { jsonColumnType } from '../json-column';

/**
 * The OAuth provider's grants (`@better-auth/oauth-provider`'s `oauthRefreshToken`, `oauthAccessToken` and
 * `oauthConsent`). Tokens are stored as their hashes; lists are JSON arrays.
 */
export const createOauthTokens: Migration = {
  name: '0032-create-oauth-tokens',
  up: async ({ context }) => {
    const json = jsonColumnType(context);
    const grant = grantColumns(json);
    await ensureTable(
      context,
      'oauthRefreshToken',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        token: { type: DataTypes.TEXT, allowNull: false, unique: true },
        ...grant,
        userId: reference('user', 'id', false, 'CASCADE'),
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        revoked: { type: DataTypes.DATE, allowNull: true },
        rotatedAt: { type: DataTypes.DATE, allowNull: true },
        rotationReplayResponse: { type: DataTypes.TEXT, allowNull: true },
        rotationReplayExpiresAt: { type: DataTypes.DATE, allowNull: true },
        authTime: { type: DataTypes.DATE, allowNull: true },
        confirmation: { type: json, allowNull: true },
        scopes: { type: json, allowNull: false },
      },
      indexesOf('oauthRefreshToken', ['clientId', 'sessionId', 'userId', 'authorizationCodeId']),
    );
    await ensureTable(
      context,
      'oauthAccessToken',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        token: { type: DataTypes.TEXT, allowNull: true, unique: true },
        ...grant,
        userId: reference('user', 'id', true, 'CASCADE'),
        refreshId: reference('oauthRefreshToken', 'id', true, 'CASCADE'),
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        revoked: { type: DataTypes.DATE, allowNull: true },
        confirmation: { type: json, allowNull: true },
        scopes: { type: json, allowNull: false },
      },
      indexesOf('oauthAccessToken', ['clientId', 'sessionId', 'userId', 'authorizationCodeId', 'refreshId']),
    );
    await ensureTable(
      context,
      'oauthConsent',
      {
        id: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
        clientId: reference('oauthClient', 'clientId', false, 'CASCADE'),
        userId: reference('user', 'id', true, 'CASCADE'),
        referenceId: { type: DataTypes.TEXT, allowNull: true },
        resources: { type: json, allowNull: true },
        requestedUserInfoClaims: { type: json, allowNull: true },
        scopes: { type: json, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      indexesOf('oauthConsent', ['clientId', 'userId']),
    );
  },
};

/** The columns refresh and access tokens share: whose grant it is and what it covers. */
function grantColumns(json: ReturnType<typeof jsonColumnType>): Record<string, ModelAttributeColumnOptions> {
  return {
    clientId: reference('oauthClient', 'clientId', false, 'CASCADE'),
    // Signing out ends the session, not the grant: the token outlives it with no session.
    sessionId: reference('session', 'id', true, 'SET NULL'),
    referenceId: { type: DataTypes.TEXT, allowNull: true },
    authorizationCodeId: { type: DataTypes.TEXT, allowNull: true },
    resources: { type: json, allowNull: true },
    requestedUserInfoClaims: { type: json, allowNull: true },
  };
}

function reference(
  model: string,
  key: string,
  allowNull: boolean,
  onDelete: 'CASCADE' | 'SET NULL',
): ModelAttributeColumnOptions {
  return { type: DataTypes.TEXT, allowNull, references: { model, key }, onDelete };
}

function indexesOf(table: string, columns: string[]) {
  return columns.map((column) => ({ name: `${table}_${column}_idx`, columns: [column] }));
}
