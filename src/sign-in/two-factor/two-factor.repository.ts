import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../../platform/database/database';
import { TwoFactorModel } from './two-factor.model';
import { TwoFactor } from './two-factor.types';

@Injectable()
export class TwoFactorRepository {
  constructor(@InjectModel(TwoFactorModel) private readonly rows: typeof TwoFactorModel) {}

  async findByUserId(userId: string): Promise<TwoFactor | null> {
    const row = await this.rows.findOne({ where: { userId } });
    return row ? toTwoFactor(row) : null;
  }

  /** A user has one enrolment: a new one replaces whatever was there. */
  async replaceForUser(enrolment: Omit<TwoFactor, 'lastAcceptedTimeStep'>, tx: Tx): Promise<void> {
    await this.rows.destroy({ where: { userId: enrolment.userId }, transaction: tx });
    await this.rows.create({ ...enrolment, lastAcceptedTimeStep: null }, { transaction: tx });
  }

  async deleteByUserId(userId: string, tx?: Tx): Promise<void> {
    await this.rows.destroy({ where: { userId }, transaction: tx });
  }

  async markVerified(id: string): Promise<void> {
    await this.rows.update({ verified: true }, { where: { id } });
  }

  /**
   * Records that a code of `timeStep` was accepted, only if no code of that step or a later one was:
   * of concurrent requests with one code, exactly one gets true.
   */
  async acceptTimeStep(id: string, timeStep: number): Promise<boolean> {
    const [updated] = await this.rows.update(
      { lastAcceptedTimeStep: timeStep },
      {
        where: {
          id,
          [Op.or]: [{ lastAcceptedTimeStep: null }, { lastAcceptedTimeStep: { [Op.lt]: timeStep } }],
        },
      },
    );
    return updated === 1;
  }

  /** Swaps the stored backup codes, only if they are still `expected`: a code is used once under concurrency. */
  async swapBackupCodes(id: string, expected: string, next: string): Promise<boolean> {
    const [updated] = await this.rows.update({ backupCodes: next }, { where: { id, backupCodes: expected } });
    return updated === 1;
  }

  /** Enrolments in id order after `afterId`, `limit` at a time: the secrets' re-encryption pages through them. */
  async pageAfter(afterId: string, limit: number): Promise<TwoFactor[]> {
    const rows = await this.rows.findAll({ where: { id: { [Op.gt]: afterId } }, order: [['id', 'ASC']], limit });
    return rows.map(toTwoFactor);
  }

  /** Replaces the encrypted secret and codes, only if they are still those read: a concurrent use wins. */
  async swapEncrypted(
    id: string,
    expected: Pick<TwoFactor, 'secret' | 'backupCodes'>,
    next: Pick<TwoFactor, 'secret' | 'backupCodes'>,
  ): Promise<boolean> {
    const [updated] = await this.rows.update(next, { where: { id, ...expected } });
    return updated === 1;
  }

  async setBackupCodes(id: string, backupCodes: string): Promise<void> {
    await this.rows.update({ backupCodes }, { where: { id } });
  }
}

function toTwoFactor(row: TwoFactorModel): TwoFactor {
  const step = row.lastAcceptedTimeStep;
  return {
    id: row.id,
    userId: row.userId,
    secret: row.secret,
    backupCodes: row.backupCodes,
    verified: row.verified ?? null,
    // PostgreSQL's driver answers BIGINT as text.
    lastAcceptedTimeStep: step === null || step === undefined ? null : Number(step),
  };
}
