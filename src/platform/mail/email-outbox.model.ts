import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Table `emailOutbox`: e-mails not yet delivered, with their delivery attempts. */
@Table({ tableName: 'emailOutbox', timestamps: false })
export class EmailOutboxModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare recipient: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare subject: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare text: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare html: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare status: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare attempts: number;

  @Column({ type: DataType.DATE, allowNull: false })
  declare nextAttemptAt: Date;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare claimToken: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare lastError: string | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare lastAttemptAt: Date | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;
}
