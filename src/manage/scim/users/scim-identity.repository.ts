import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { generateId } from '../../../platform/common/crypto/random';
import { Tx } from '../../../platform/database/database';
import { ScimIdentityTombstoneModel } from './scim-identity-tombstone.model';
import { ScimSubjectModel } from './scim-subject.model';
import { externalIdKey } from './scim-user-keys';
import { ScimUser } from './scim-user.types';

/** The `scimSubject` and `scimIdentityTombstone` rows: which user stands behind SCIM Users, now and after deletion. */
@Injectable()
export class ScimIdentityRepository {
  constructor(
    @InjectModel(ScimSubjectModel) private readonly subjects: typeof ScimSubjectModel,
    @InjectModel(ScimIdentityTombstoneModel) private readonly tombstones: typeof ScimIdentityTombstoneModel,
  ) {}

  /** Marks the user as provisioned, the SCIM User `sourceId` shaping its profile; kept when it already is. */
  async claimSubject(userId: string, sourceId: string, now: Date, tx: Tx): Promise<void> {
    const subject = await this.subjects.findOne({ where: { userId }, transaction: tx });
    if (subject) {
      await subject.update(
        { profileSourceId: sourceId, revision: subject.revision + 1, updatedAt: now },
        { transaction: tx },
      );
      return;
    }
    await this.subjects.create(
      { id: generateId(), userId, profileSourceId: sourceId, revision: 1, createdAt: now, updatedAt: now },
      { transaction: tx },
    );
  }

  /** The user a deleted SCIM User of the connection with this externalId stood for. */
  async findTombstonedUser(connectionId: string, externalId: string, tx: Tx): Promise<string | null> {
    const key = externalIdKey(connectionId, externalId)!;
    return (await this.tombstones.findOne({ where: { externalIdKey: key }, transaction: tx }))?.userId ?? null;
  }

  async buryTombstone(connectionId: string, externalId: string, tx: Tx): Promise<void> {
    await this.tombstones.destroy({
      where: { externalIdKey: externalIdKey(connectionId, externalId)! },
      transaction: tx,
    });
  }

  /** Remembers a deleted User's externalId, so that creating it again in the connection finds the same user. */
  async tombstone(user: ScimUser, deletedAt: Date, tx: Tx): Promise<void> {
    if (user.externalId === null) return;
    await this.buryTombstone(user.connectionId, user.externalId, tx);
    await this.tombstones.create(
      {
        id: generateId(),
        connectionId: user.connectionId,
        provisioningDomainId: user.provisioningDomainId,
        externalId: user.externalId,
        externalIdKey: externalIdKey(user.connectionId, user.externalId),
        userId: user.userId,
        profile: JSON.stringify({ userName: user.userName, primaryEmail: user.primaryEmail }),
        deletedAt,
      },
      { transaction: tx },
    );
  }
}
