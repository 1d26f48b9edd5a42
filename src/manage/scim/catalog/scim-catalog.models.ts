import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** `scimManagedConnection`: a connection made through the catalog. */
@Table({ tableName: 'scimManagedConnection', timestamps: false })
export class ScimManagedConnectionModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare creationRequestId: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare connectionId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare provisioningDomainId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare status: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare revision: number;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare createdBy: string;

  @Column(DataType.DATE)
  declare decommissionStartedAt: Date | null;

  @Column(DataType.TEXT)
  declare decommissionStartedBy: string | null;

  @Column(DataType.DATE)
  declare decommissionedAt: Date | null;

  @Column(DataType.TEXT)
  declare decommissionedBy: string | null;
}

/** `scimManagedCredential`: one bearer token of a connection, kept as a keyed digest. */
@Table({ tableName: 'scimManagedCredential', timestamps: false })
export class ScimManagedCredentialModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare connectionRecordId: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare credentialId: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare tokenDigest: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare hashVersion: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare activeSlotKey: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare status: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare serializedScopes: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare expiresAt: Date;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare createdBy: string;

  @Column(DataType.DATE)
  declare lastUsedAt: Date | null;

  @Column(DataType.DATE)
  declare revokedAt: Date | null;

  @Column(DataType.TEXT)
  declare revokedBy: string | null;

  @Column(DataType.DATE)
  declare decommissionedAt: Date | null;
}

/** `scimManagedConnectionEvent`: one numbered change of a connection. */
@Table({ tableName: 'scimManagedConnectionEvent', timestamps: false })
export class ScimManagedConnectionEventModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare connectionRecordId: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare eventKey: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare sequence: number;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare type: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare actorId: string;

  @Column(DataType.TEXT)
  declare credentialId: string | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;
}

/** `scimConnectionBinding`: a connection's organization and where its decommissioning stands. */
@Table({ tableName: 'scimConnectionBinding', timestamps: false })
export class ScimConnectionBindingModel extends Model {
  @Column({ type: DataType.TEXT, primaryKey: true })
  declare id: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare connectionId: string;

  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  declare connectionKey: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare provisioningDomainId: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare createdAt: Date;

  @Column(DataType.DATE)
  declare decommissionedAt: Date | null;

  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: 'active' })
  declare decommissionStatus: string;

  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare decommissionReconciledUserCount: number;

  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare decommissionBatchCount: number;

  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare decommissionRevision: number;

  @Column(DataType.DATE)
  declare decommissionCompletedAt: Date | null;
}
