import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { JwksModel } from './jwks.model';
import { StoredJwk } from './jwt.types';

@Injectable()
export class JwksRepository {
  constructor(@InjectModel(JwksModel) private readonly keys: typeof JwksModel) {}

  /** Every key, newest first. The table holds a handful of rows, one per rotation. */
  async findAll(): Promise<StoredJwk[]> {
    const rows = await this.keys.findAll({ order: [['createdAt', 'DESC']] });
    return rows.map(toStoredJwk).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** `alg` and `crv` are written as Better Auth 1.7 records them; reads take both from the public JWK. */
  async create(key: StoredJwk & { alg: string; crv: string | null }): Promise<StoredJwk> {
    return toStoredJwk(await this.keys.create({ ...key }));
  }

  /** Replaces the encrypted private key, only if it is still the one read. */
  async swapPrivateKey(id: string, expected: string, next: string): Promise<void> {
    await this.keys.update({ privateKey: next }, { where: { id, privateKey: expected } });
  }

  /** Ends the signing life of every key still signing at `now`; their rows stay for verification. */
  async expireSigningKeys(now: Date): Promise<void> {
    await this.keys.update(
      { expiresAt: now },
      { where: { [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: now } }] } },
    );
  }
}

function toStoredJwk(row: JwksModel): StoredJwk {
  return {
    id: row.id,
    publicKey: row.publicKey,
    privateKey: row.privateKey,
    createdAt: new Date(row.createdAt),
    expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
  };
}
