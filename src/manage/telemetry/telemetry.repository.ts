import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { TelemetryModel } from './telemetry.model';

const ROW_ID = 1;

@Injectable()
export class TelemetryRepository {
  constructor(@InjectModel(TelemetryModel) private readonly rows: typeof TelemetryModel) {}

  /**
   * The installation's id: `candidate` if this call made the row, else the one already kept. Instances
   * starting together may all offer one; the row's key lets only the first in, so there is one id ever.
   */
  async installationId(candidate: string, now: Date): Promise<string> {
    await this.rows.bulkCreate([{ id: ROW_ID, installationId: candidate, createdAt: now }], { ignoreDuplicates: true });
    const row = await this.rows.findByPk(ROW_ID);
    return row!.installationId;
  }

  /** Claims `day` for this instance's usage event: true for exactly one caller per day, across instances. */
  async claimUsageDay(day: string): Promise<boolean> {
    const [claimed] = await this.rows.update(
      { usageSentOn: day },
      { where: { id: ROW_ID, [Op.or]: [{ usageSentOn: null }, { usageSentOn: { [Op.lt]: day } }] } },
    );
    return claimed === 1;
  }
}
