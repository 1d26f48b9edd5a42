import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Table `accountLockout`: one row per e-mail address key while its failures or lock matter. */
@Table({ tableName: 'accountLockout', timestamps: false })
export class AccountLockoutModel extends Model {
  /** A keyed hash of the normalised address. */
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare key: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare failures: number;

  /** Milliseconds since the epoch. */
  @Column({ type: DataType.BIGINT, allowNull: false })
  declare lastFailureAt: number;

  /** Milliseconds since the epoch; 0 when the address was never locked. */
  @Column({ type: DataType.BIGINT, allowNull: false })
  declare lockedUntil: number;
}
