import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'user', timestamps: false })
export class UserModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare name: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare email: string;

  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false })
  declare emailVerified: boolean;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare image: string | null;

  /** Roles, comma-joined. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare role: string | null;

  @Column({ type: DataType.BOOLEAN, allowNull: true, defaultValue: false })
  declare banned: boolean | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare banReason: string | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare banExpires: Date | null;

  @Column({ type: DataType.BOOLEAN, allowNull: true, defaultValue: false })
  declare twoFactorEnabled: boolean | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}
