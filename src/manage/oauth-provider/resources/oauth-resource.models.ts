import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** `@better-auth/oauth-provider`'s `oauthResource`: an API (RFC 8707 resource) tokens may be issued for. */
@Table({ tableName: 'oauthResource', timestamps: false })
export class OAuthResourceModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare identifier: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare name: string;

  @Column(DataType.INTEGER)
  declare accessTokenTtl: number | null;

  @Column(DataType.INTEGER)
  declare refreshTokenTtl: number | null;

  @Column(DataType.TEXT)
  declare signingAlgorithm: string | null;

  @Column(DataType.TEXT)
  declare signingKeyId: string | null;

  @Column(DataType.TEXT)
  declare allowedScopes: unknown;

  @Column(DataType.TEXT)
  declare customClaims: unknown;

  @Column(DataType.BOOLEAN)
  declare dpopBoundAccessTokensRequired: boolean | null;

  @Column(DataType.BOOLEAN)
  declare disabled: boolean | null;

  @Column(DataType.DATE)
  declare createdAt: Date | null;

  @Column(DataType.DATE)
  declare updatedAt: Date | null;

  @Column(DataType.INTEGER)
  declare policyVersion: number | null;

  @Column(DataType.TEXT)
  declare metadata: unknown;
}

/** `oauthClientResource`: a client linked to a resource, which may then ask tokens for it and introspect them. */
@Table({ tableName: 'oauthClientResource', timestamps: false })
export class OAuthClientResourceModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare clientId: string;

  /** The resource's identifier (its URI), not its id. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare resourceId: string;

  @Column(DataType.TEXT)
  declare metadata: unknown;

  @Column(DataType.DATE)
  declare createdAt: Date | null;
}
