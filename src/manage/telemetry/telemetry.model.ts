import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Table `telemetry`: a single row (id 1) once telemetry has been on. */
@Table({ tableName: 'telemetry', timestamps: false })
export class TelemetryModel extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true })
  declare id: number;

  /** Random, tied to nothing else: the installation's anonymous id. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare installationId: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  /** `YYYY-MM-DD` (UTC) of the last usage event claimed. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare usageSentOn: string | null;
}
