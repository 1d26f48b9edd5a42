import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { PasskeyModel } from './passkey.model';
import { Passkey } from './passkey.types';

@Injectable()
export class PasskeyRepository {
  constructor(@InjectModel(PasskeyModel) private readonly passkeys: typeof PasskeyModel) {}

  async create(passkey: Passkey): Promise<Passkey> {
    return toPasskey(await this.passkeys.create({ ...passkey }));
  }

  async findById(id: string): Promise<Passkey | null> {
    const row = await this.passkeys.findByPk(id);
    return row ? toPasskey(row) : null;
  }

  async findByCredentialId(credentialID: string): Promise<Passkey | null> {
    const row = await this.passkeys.findOne({ where: { credentialID } });
    return row ? toPasskey(row) : null;
  }

  /** Oldest first, as they were registered. */
  async listByUser(userId: string): Promise<Passkey[]> {
    const rows = await this.passkeys.findAll({ where: { userId }, order: [['createdAt', 'ASC']] });
    return rows.map(toPasskey);
  }

  /** Raises the stored counter, never lowers it: of two sign-ins at once, the higher count stays. */
  async raiseCounter(id: string, counter: number): Promise<void> {
    await this.passkeys.update({ counter }, { where: { id, counter: { [Op.lt]: counter } } });
  }

  async rename(id: string, name: string): Promise<Passkey | null> {
    await this.passkeys.update({ name }, { where: { id } });
    return this.findById(id);
  }

  async delete(id: string): Promise<void> {
    await this.passkeys.destroy({ where: { id } });
  }

  /** How many passkeys each of the users has, in one grouped query; users without any are absent. */
  async countByUsers(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const counts = (await this.passkeys.count({
      where: { userId: { [Op.in]: userIds } },
      group: ['userId'],
    })) as unknown as Array<{ userId: string; count: number | string }>;
    // PostgreSQL's driver answers COUNT as text.
    return new Map(counts.map(({ userId, count }) => [userId, Number(count)]));
  }

  /** Deletes the user's passkeys (only `id` when given) and answers how many went. */
  deleteForUser(userId: string, id?: string): Promise<number> {
    return this.passkeys.destroy({ where: id === undefined ? { userId } : { userId, id } });
  }
}

function toPasskey(row: PasskeyModel): Passkey {
  return {
    id: row.id,
    name: row.name ?? null,
    publicKey: row.publicKey,
    userId: row.userId,
    credentialID: row.credentialID,
    counter: Number(row.counter),
    deviceType: row.deviceType,
    backedUp: Boolean(row.backedUp),
    transports: row.transports ?? null,
    createdAt: row.createdAt ? new Date(row.createdAt) : null,
    aaguid: row.aaguid ?? null,
  };
}
