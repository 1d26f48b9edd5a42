import { Column, DataType, Model, Table } from 'sequelize-typescript';

@Table({ tableName: 'account', timestamps: false })
export class AccountModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare accountId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare providerId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare accessToken: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare refreshToken: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare idToken: string | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare accessTokenExpiresAt: Date | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare refreshTokenExpiresAt: Date | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare scope: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare password: string | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}
