import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Better Auth's `invitation` table; `teamId` may join several team ids with commas. */
@Table({ tableName: 'invitation', timestamps: false })
export class InvitationModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare organizationId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare email: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare role: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare teamId: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare status: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare expiresAt: Date;

  @Column({ type: DataType.DATE, allowNull: true })
  declare createdAt: Date | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare inviterId: string;
}
