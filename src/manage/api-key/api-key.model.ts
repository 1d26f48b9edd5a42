import { BelongsTo, Column, DataType, Model, Table } from 'sequelize-typescript';
import { UserModel } from '../../identity/user/user.model';

/** Better Auth's `apikey` table. JSON values are kept as text, as Better Auth writes them. */
@Table({ tableName: 'apikey', timestamps: false })
export class ApiKeyModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare name: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare start: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare prefix: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare key: string;

  /** The owner, a user's or an organization's id, as Better Auth 1.7 names it. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare referenceId: string | null;

  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: 'default' })
  declare configId: string;

  /**
   * Better Auth 1.4's owner column, absent from a table 1.7 made: the model has the attribute only
   * where the table has the column (see `ApiKeySchema`).
   */
  declare userId?: string | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare refillInterval: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare refillAmount: number | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare lastRefillAt: Date | null;

  @Column({ type: DataType.BOOLEAN, allowNull: true, defaultValue: true })
  declare enabled: boolean | null;

  @Column({ type: DataType.BOOLEAN, allowNull: true, defaultValue: true })
  declare rateLimitEnabled: boolean | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare rateLimitTimeWindow: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare rateLimitMax: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true, defaultValue: 0 })
  declare requestCount: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare remaining: number | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare lastRequest: Date | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare expiresAt: Date | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare permissions: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare metadata: string | null;

  /** The owning user, read with the key in one query when it is verified; none for an organization's key. */
  @BelongsTo(() => UserModel, { foreignKey: 'referenceId', constraints: false })
  declare user?: UserModel | null;
}
