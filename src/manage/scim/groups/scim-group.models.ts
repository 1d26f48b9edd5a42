import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** `@better-auth/scim`'s `scimGroup`: one connection's SCIM Group. */
@Table({ tableName: 'scimGroup', timestamps: false })
export class ScimGroupModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare connectionId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare provisioningDomainId: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare revision: number;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare displayName: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare displayNameKey: string;

  @Column(DataType.TEXT)
  declare externalId: string | null;

  @Column(DataType.TEXT)
  declare externalIdKey: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare orderKey: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}

/** `scimGroupMember`: one direct User member of one Group. */
@Table({ tableName: 'scimGroupMember', timestamps: false })
export class ScimGroupMemberModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare connectionId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare groupId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare scimUserId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare membershipKey: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;
}
