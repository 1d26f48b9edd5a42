import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Better Auth's `rateLimit` table: one row per client address and path while its counter lives. */
@Table({ tableName: 'rateLimit', timestamps: false })
export class RateLimitModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare key: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare count: number;

  /** Milliseconds since the epoch of the last request let through. */
  @Column({ type: DataType.BIGINT, allowNull: false })
  declare lastRequest: number;
}
