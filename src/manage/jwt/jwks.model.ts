import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Table `jwks`: one signing key per row, as Better Auth's jwt plugin keeps them. */
@Table({ tableName: 'jwks', timestamps: false })
export class JwksModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  /** The public key as a JSON Web Key, in JSON. */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare publicKey: string;

  /** The private JWK, encrypted with the secret: a JSON string of hex (nonce, ciphertext, tag). */
  @Column({ type: DataType.TEXT, allowNull: false })
  declare privateKey: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  /** When the key stops signing; null: never. */
  @Column({ type: DataType.DATE, allowNull: true })
  declare expiresAt: Date | null;

  /** The key's algorithm, as Better Auth 1.7 records it; null on older rows (read from the JWK). */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare alg: string | null;

  /** The curve of an elliptic-curve or EdDSA key, as Better Auth 1.7 records it. */
  @Column({ type: DataType.TEXT, allowNull: true })
  declare crv: string | null;
}
