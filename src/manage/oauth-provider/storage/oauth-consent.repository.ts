import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Tx } from '../../../platform/database/database';
import { writeJson } from './json-columns';
import { toConsent, toGrantRow } from './oauth-grant-rows';
import { OAuthConsent } from './oauth-storage.types';
import { OAuthConsentModel } from './oauth-token.models';

@Injectable()
export class OAuthConsentRepository {
  constructor(@InjectModel(OAuthConsentModel) private readonly consents: typeof OAuthConsentModel) {}

  /** A user's consent to a client (for a reference, when given). */
  async find(clientId: string, userId: string, referenceId?: string | null, tx?: Tx): Promise<OAuthConsent | null> {
    const where = { clientId, userId, ...(referenceId ? { referenceId } : {}) };
    const row = await this.consents.findOne({ where, transaction: tx });
    return row ? toConsent(row) : null;
  }

  async findById(id: string): Promise<OAuthConsent | null> {
    const row = await this.consents.findByPk(id);
    return row ? toConsent(row) : null;
  }

  async create(consent: OAuthConsent, tx?: Tx): Promise<OAuthConsent> {
    await this.consents.create(toGrantRow(consent), { transaction: tx });
    return consent;
  }

  async updateScopes(id: string, scopes: string[], updatedAt: Date, tx?: Tx): Promise<void> {
    await this.consents.update({ scopes: writeJson(scopes), updatedAt }, { where: { id }, transaction: tx });
  }

  async listByUser(userId: string): Promise<OAuthConsent[]> {
    const rows = await this.consents.findAll({ where: { userId }, order: [['createdAt', 'ASC']] });
    return rows.map(toConsent);
  }

  async listByClient(clientId: string): Promise<OAuthConsent[]> {
    const rows = await this.consents.findAll({ where: { clientId }, order: [['createdAt', 'ASC']] });
    return rows.map(toConsent);
  }

  async delete(id: string, tx?: Tx): Promise<void> {
    await this.consents.destroy({ where: { id }, transaction: tx });
  }

  async deleteByClient(clientId: string, tx?: Tx): Promise<void> {
    await this.consents.destroy({ where: { clientId }, transaction: tx });
  }
}
