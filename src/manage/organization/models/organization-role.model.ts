import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'organizationRole', timestamps: false })
export class OrganizationRoleModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare organizationId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare role: string;

  /** resource -> actions, as JSON text. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare permission: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: true })
  declare updatedAt: Date | null;
}
