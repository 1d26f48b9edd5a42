import { Column, DataType, Model, Table } from 'sequelize-typescript';

/**
 * `@better-auth/oauth-provider`'s `oauthClient`. List and `metadata` columns hold JSON (text on SQLite,
 * jsonb on PostgreSQL); the repository writes them as text and parses what it reads.
 */
@Table({ tableName: 'oauthClient', timestamps: false })
export class OAuthClientModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare clientId: string;

  @Column(DataType.TEXT)
  declare clientSecret: string | null;

  @Column(DataType.TEXT)
  declare clientDiscoveryId: string | null;

  @Column({ type: DataType.BOOLEAN, defaultValue: false })
  declare disabled: boolean | null;

  @Column(DataType.BOOLEAN)
  declare skipConsent: boolean | null;

  @Column(DataType.BOOLEAN)
  declare enableEndSession: boolean | null;

  @Column(DataType.TEXT)
  declare subjectType: string | null;

  @Column(DataType.TEXT)
  declare scopes: unknown;

  @Column(DataType.TEXT)
  declare clientCredentialsScopes: unknown;

  @Column(DataType.TEXT)
  declare userId: string | null;

  @Column(DataType.DATE)
  declare createdAt: Date | null;

  @Column(DataType.DATE)
  declare updatedAt: Date | null;

  @Column(DataType.TEXT)
  declare name: string | null;

  @Column(DataType.TEXT)
  declare uri: string | null;

  @Column(DataType.TEXT)
  declare icon: string | null;

  @Column(DataType.TEXT)
  declare contacts: unknown;

  @Column(DataType.TEXT)
  declare tos: string | null;

  @Column(DataType.TEXT)
  declare policy: string | null;

  @Column(DataType.TEXT)
  declare softwareId: string | null;

  @Column(DataType.TEXT)
  declare softwareVersion: string | null;

  @Column(DataType.TEXT)
  declare softwareStatement: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare redirectUris: unknown;

  @Column(DataType.TEXT)
  declare postLogoutRedirectUris: unknown;

  @Column(DataType.TEXT)
  declare backchannelLogoutUri: string | null;

  @Column(DataType.BOOLEAN)
  declare backchannelLogoutSessionRequired: boolean | null;

  @Column(DataType.TEXT)
  declare tokenEndpointAuthMethod: string | null;

  @Column(DataType.TEXT)
  declare applicationType: string | null;

  @Column(DataType.TEXT)
  declare jwks: string | null;

  @Column(DataType.TEXT)
  declare jwksUri: string | null;

  @Column(DataType.TEXT)
  declare grantTypes: unknown;

  @Column(DataType.TEXT)
  declare responseTypes: unknown;

  @Column(DataType.BOOLEAN)
  declare requirePKCE: boolean | null;

  @Column({ type: DataType.BOOLEAN, defaultValue: false })
  declare dpopBoundAccessTokens: boolean | null;

  @Column(DataType.TEXT)
  declare referenceId: string | null;

  @Column(DataType.TEXT)
  declare metadata: unknown;
}
