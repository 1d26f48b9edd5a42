import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'teamMember', timestamps: false })
export class TeamMemberModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare teamId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  @Column({ type: DataType.DATE, allowNull: true })
  declare createdAt: Date | null;
}
