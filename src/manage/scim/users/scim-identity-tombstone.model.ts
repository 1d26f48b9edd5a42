import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** `@better-auth/scim`'s `scimIdentityTombstone` table: the user a deleted SCIM User's externalId stood for. */
@Table({ tableName: 'scimIdentityTombstone', timestamps: false })
export class ScimIdentityTombstoneModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare connectionId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare provisioningDomainId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare externalId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare externalIdKey: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  /** The deleted User's profile as JSON. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare profile: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare deletedAt: Date;
}
