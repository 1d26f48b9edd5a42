import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Table `passkey`: Better Auth's passkey plugin columns, with no `updatedAt`. */
@Table({ tableName: 'passkey', timestamps: false })
export class PasskeyModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare name: string | null;

  /** The COSE public key, base64 (standard alphabet, padded). */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare publicKey: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  /** The credential id as the authenticator gave it, base64url. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare credentialID: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare counter: number;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare deviceType: string;

  @Column({ type: DataType.BOOLEAN, allowNull: false })
  declare backedUp: boolean;

  /** Comma-separated transports (`internal,hybrid`). */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare transports: string | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare createdAt: Date | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare aaguid: string | null;
}
