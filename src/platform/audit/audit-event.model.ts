import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Table `auditEvent`: who did what to whom, from where, and how it ended. */
@Table({ tableName: 'auditEvent', timestamps: false })
export class AuditEventModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare action: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare actorId: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare impersonatedBy: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare targetType: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare targetId: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare ipAddress: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare userAgent: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare result: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare metadata: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare origin: string | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;
}
