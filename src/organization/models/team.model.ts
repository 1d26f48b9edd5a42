import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'team', timestamps: false })
export class TeamModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare name: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare organizationId: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: true })
  declare updatedAt: Date | null;
}
