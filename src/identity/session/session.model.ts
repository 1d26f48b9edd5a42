import { BelongsTo, Column, DataType, Model, Table } from 'sequelize-typescript';
import { UserModel } from '../user/user.model';

@Table({ tableName: 'session', timestamps: false })
export class SessionModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare expiresAt: Date;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare token: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare ipAddress: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare userAgent: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  /** The administrator who made this session by impersonating its user. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare impersonatedBy: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare activeOrganizationId: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare activeTeamId: string | null;

  /** Not Better Auth's: when the session met the second-factor requirement; null, not yet. */
  @Column({ type: DataType.DATE, allowNull: true })
  declare secondFactorAt: Date | null;

  /** Read with the session in one query by the session look-up; the migrations own the foreign key. */
  @BelongsTo(() => UserModel, { foreignKey: 'userId', constraints: false })
  declare user?: UserModel | null;
}
