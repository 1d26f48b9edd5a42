import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** `@better-auth/scim`'s `scimSubject` table: a user SCIM provisions, and the source that shapes its profile. */
@Table({ tableName: 'scimSubject', timestamps: false })
export class ScimSubjectModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare userId: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare profileSourceId: string | null;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare revision: number;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}
