import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** An admin role made at run time; `permission` is the JSON text of its statements. */
@Table({ tableName: 'adminRole', timestamps: false })
export class AdminRoleModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare role: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare permission: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: true })
  declare updatedAt: Date | null;
}
