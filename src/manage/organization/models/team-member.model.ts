import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'teamMember', timestamps: false })
export class TeamMemberModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare teamId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  /** Unique per team and user, as Better Auth 1.7 writes it (`teamMembershipKey`); never answered. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare membershipKey: string | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare createdAt: Date | null;
}
