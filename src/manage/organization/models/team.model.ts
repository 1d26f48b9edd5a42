import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'team', timestamps: false })
export class TeamModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare name: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare organizationId: string;

  /** Better Auth 1.7 keeps the team's size here, kept up to date with each member added or removed. */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare memberCount: number;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: true })
  declare updatedAt: Date | null;
}
