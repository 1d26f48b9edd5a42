import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'verification', timestamps: false })
export class VerificationModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare identifier: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare value: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare expiresAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}
