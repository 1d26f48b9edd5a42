import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'ssoProvider', timestamps: false })
export class SsoProviderModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare issuer: string;

  /** The OIDC settings as JSON text; null for a SAML provider. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare oidcConfig: string | null;

  /** The SAML settings as JSON text; null for an OIDC provider. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare samlConfig: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare userId: string | null;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare providerId: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare organizationId: string | null;

  /** One e-mail domain, or several joined by commas. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare domain: string;

  @Column({ type: DataType.BOOLEAN, allowNull: true, defaultValue: false })
  declare domainVerified: boolean | null;
}
