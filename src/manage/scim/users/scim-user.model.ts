import { Column, DataType, Model, Table } from 'sequelize-typescript';

const text = (allowNull: boolean) => ({ type: DataType.TEXT, allowNull });

/** `@better-auth/scim`'s `scimUser` table; JSON values are kept as text, as the package writes them. */
@Table({ tableName: 'scimUser', timestamps: false })
export class ScimUserModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column(text(false)) declare connectionId: string;
  @Column(text(false)) declare provisioningDomainId: string;
  @Column(text(false)) declare userId: string;
  @Column(text(false)) declare connectionUserKey: string;
  @Column(text(false)) declare userName: string;
  @Column(text(false)) declare userNameKey: string;
  @Column(text(false)) declare primaryEmail: string;
  @Column(text(false)) declare workEmailValueIndex: string;
  @Column(text(false)) declare emailValueIndex: string;
  @Column(text(false)) declare displayName: string;
  @Column(text(false)) declare formattedName: string;
  @Column(text(true)) declare givenName: string | null;
  @Column(text(true)) declare familyName: string | null;
  @Column(text(false)) declare serializedEmails: string;
  @Column(text(true)) declare serializedAttributes: string | null;
  @Column(text(true)) declare externalId: string | null;
  @Column(text(true)) declare externalIdKey: string | null;

  @Column({ type: DataType.BOOLEAN, allowNull: false })
  declare active: boolean;

  @Column(text(false)) declare orderKey: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare updatedAt: Date;
}
