import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../database/database';
import { VerificationModel } from './verification.model';
import { Verification } from './verification.types';

@Injectable()
export class VerificationRepository {
  constructor(@InjectModel(VerificationModel) private readonly verifications: typeof VerificationModel) {}

  async create(verification: Verification, tx?: Tx): Promise<Verification> {
    const row = await this.verifications.create({ ...verification }, { transaction: tx });
    return toVerification(row);
  }

  /** The newest unexpired entry for the identifier. */
  async findLive(identifier: string, now: Date): Promise<Verification | null> {
    const row = await this.verifications.findOne({
      where: { identifier, expiresAt: { [Op.gt]: now } },
      order: [['createdAt', 'DESC']],
    });
    return row ? toVerification(row) : null;
  }

  /** Deletes one entry; true only for the single caller whose delete removed it. */
  async deleteById(id: string): Promise<boolean> {
    return (await this.verifications.destroy({ where: { id } })) === 1;
  }

  /** Deletes every entry whose identifier starts with `identifierPrefix` and whose value is `value`. */
  async deleteByPrefixAndValue(identifierPrefix: string, value: string): Promise<void> {
    await this.verifications.destroy({ where: { identifier: { [Op.startsWith]: identifierPrefix }, value } });
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.verifications.destroy({ where: { expiresAt: { [Op.lte]: now } } });
  }
}

function toVerification(row: VerificationModel): Verification {
  return {
    id: row.id,
    identifier: row.identifier,
    value: row.value,
    expiresAt: new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}
