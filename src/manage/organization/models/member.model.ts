import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Better Auth's `member` table: a user's place in an organization; `role` may join several roles with commas. */
@Table({ tableName: 'member', timestamps: false })
export class MemberModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare organizationId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare role: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;
}
