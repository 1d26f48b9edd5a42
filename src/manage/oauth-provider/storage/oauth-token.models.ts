import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** The columns refresh and access tokens share; list and JSON columns as in `OAuthClientModel`. */
abstract class OAuthGrantModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare clientId: string;

  @Column(DataType.TEXT)
  declare sessionId: string | null;

  @Column(DataType.TEXT)
  declare referenceId: string | null;

  @Column(DataType.TEXT)
  declare authorizationCodeId: string | null;

  @Column(DataType.TEXT)
  declare resources: unknown;

  @Column(DataType.TEXT)
  declare requestedUserInfoClaims: unknown;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare scopes: unknown;

  @Column({ type: DataType.DATE, allowNull: false })
  declare expiresAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column(DataType.DATE)
  declare revoked: Date | null;

  @Column(DataType.TEXT)
  declare confirmation: unknown;
}

/** `@better-auth/oauth-provider`'s `oauthRefreshToken`; `token` is the hash of the token. */
@Table({ tableName: 'oauthRefreshToken', timestamps: false })
export class OAuthRefreshTokenModel extends OAuthGrantModel {
  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare token: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  @Column(DataType.DATE)
  declare rotatedAt: Date | null;

  @Column(DataType.TEXT)
  declare rotationReplayResponse: string | null;

  @Column(DataType.DATE)
  declare rotationReplayExpiresAt: Date | null;

  @Column(DataType.DATE)
  declare authTime: Date | null;
}

/** `@better-auth/oauth-provider`'s `oauthAccessToken` (opaque tokens); `token` is the hash of the token. */
@Table({ tableName: 'oauthAccessToken', timestamps: false })
export class OAuthAccessTokenModel extends OAuthGrantModel {
  @Column({ type: DataType.TEXT, unique: true })
  declare token: string | null;

  @Column(DataType.TEXT)
  declare userId: string | null;

  @Column(DataType.TEXT)
  declare refreshId: string | null;
}

/** `@better-auth/oauth-provider`'s `oauthConsent`. */
@Table({ tableName: 'oauthConsent', timestamps: false })
export class OAuthConsentModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare clientId: string;

  @Column(DataType.TEXT)
  declare userId: string | null;

  @Column(DataType.TEXT)
  declare referenceId: string | null;

  @Column(DataType.TEXT)
  declare resources: unknown;

  @Column(DataType.TEXT)
  declare requestedUserInfoClaims: unknown;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare scopes: unknown;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}
