import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'twoFactor', timestamps: false })
export class TwoFactorModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare secret: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare backupCodes: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  @Column({ type: DataType.BOOLEAN, allowNull: true, defaultValue: true })
  declare verified: boolean | null;

  @Column({ type: DataType.INTEGER, allowNull: true, defaultValue: 0 })
  declare failedVerificationCount: number | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare lockedUntil: Date | null;

  @Column({ type: DataType.BIGINT, allowNull: true })
  declare lastAcceptedTimeStep: string | number | null;
}
