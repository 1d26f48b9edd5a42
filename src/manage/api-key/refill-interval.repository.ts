import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../../platform/database/database';
import { ApiKeyModel } from './api-key.model';
import { MAX_REFILL_INTERVAL_DAYS } from './api-key.constants';

/** A key whose `refillInterval` is larger than any number of days the service accepts. */
export interface OversizedRefillInterval {
  id: string;
  refillInterval: number;
}

/** The queries that find and fix refill intervals written in Better Auth's unit, milliseconds. */
@Injectable()
export class RefillIntervalRepository {
  constructor(@InjectModel(ApiKeyModel) private readonly keys: typeof ApiKeyModel) {}

  /** Keys whose interval only milliseconds can mean, by id. */
  async findOversized(tx?: Tx): Promise<OversizedRefillInterval[]> {
    const rows = await this.keys.findAll({
      attributes: ['id', 'refillInterval'],
      where: { refillInterval: { [Op.gt]: MAX_REFILL_INTERVAL_DAYS } },
      order: [['id', 'ASC']],
      transaction: tx,
    });
    return rows.map((row) => ({ id: row.id, refillInterval: Number(row.refillInterval) }));
  }

  /** Sets the interval to `days` if it still is `from`; answers whether it was. */
  async replace(id: string, from: number, days: number, now: Date, tx?: Tx): Promise<boolean> {
    const [changed] = await this.keys.update(
      { refillInterval: days, updatedAt: now },
      { where: { id, refillInterval: from }, transaction: tx },
    );
    return changed === 1;
  }
}
