import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Better Auth's `organization` table; metadata is JSON kept as text. */
@Table({ tableName: 'organization', timestamps: false })
export class OrganizationModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare name: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare slug: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare logo: string | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare metadata: string | null;
}
