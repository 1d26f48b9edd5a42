import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { toAccessToken, toGrantRow } from './oauth-grant-rows';
import { OAuthAccessToken } from './oauth-storage.types';
import { OAuthAccessTokenModel } from './oauth-token.models';

/** Opaque access tokens, found by the hash of the token (`storedSecretOf`). */
@Injectable()
export class OAuthAccessTokenRepository {
  constructor(@InjectModel(OAuthAccessTokenModel) private readonly tokens: typeof OAuthAccessTokenModel) {}

  async create(token: OAuthAccessToken, tx?: Tx): Promise<OAuthAccessToken> {
    await this.tokens.create(toGrantRow(token), { transaction: tx });
    return token;
  }

  async findByToken(hashedToken: string, tx?: Tx): Promise<OAuthAccessToken | null> {
    const row = await this.tokens.findOne({ where: { token: hashedToken }, transaction: tx });
    return row ? toAccessToken(row) : null;
  }

  /** Whether this call revoked it: false when it was already revoked or is gone. */
  async revoke(id: string, at: Date, tx?: Tx): Promise<boolean> {
    const [count] = await this.tokens.update({ revoked: at }, { where: { id, revoked: null }, transaction: tx });
    return count > 0;
  }

  /** Ends every unrevoked token issued in these sessions (sign-out). */
  async revokeBySessions(sessionIds: string[], at: Date, tx?: Tx): Promise<void> {
    await this.tokens.update({ revoked: at }, { where: { sessionId: sessionIds, revoked: null }, transaction: tx });
  }

  /** Ends these tokens where they are still unrevoked. */
  async revokeByIds(ids: string[], at: Date, tx?: Tx): Promise<void> {
    if (ids.length === 0) return;
    await this.tokens.update({ revoked: at }, { where: { id: ids, revoked: null }, transaction: tx });
  }

  async deleteByRefreshIds(refreshIds: string[], tx?: Tx): Promise<void> {
    if (refreshIds.length === 0) return;
    await this.tokens.destroy({ where: { refreshId: refreshIds }, transaction: tx });
  }

  /** Removes what a replayed authorization code had issued. */
  async deleteByAuthorizationCode(authorizationCodeId: string, tx?: Tx): Promise<void> {
    await this.tokens.destroy({ where: { authorizationCodeId }, transaction: tx });
  }

  async deleteByClient(clientId: string, tx?: Tx): Promise<void> {
    await this.tokens.destroy({ where: { clientId }, transaction: tx });
  }

  async listByClient(clientId: string): Promise<OAuthAccessToken[]> {
    const rows = await this.tokens.findAll({ where: { clientId }, order: [['createdAt', 'ASC']] });
    return rows.map(toAccessToken);
  }

  /** Unrevoked tokens of the client still valid at `now`. */
  countActiveByClient(clientId: string, now: Date): Promise<number> {
    return this.tokens.count({ where: { clientId, revoked: null, expiresAt: { [Op.gt]: now } } });
  }

  /** When the client was last issued an access token; null if never (or all were deleted). */
  async lastIssuedAt(clientId: string): Promise<Date | null> {
    const latest = await this.tokens.findOne({ where: { clientId }, order: [['createdAt', 'DESC']] });
    return latest ? toAccessToken(latest).createdAt : null;
  }

  async listByUser(userId: string): Promise<OAuthAccessToken[]> {
    const rows = await this.tokens.findAll({ where: { userId }, order: [['createdAt', 'ASC']] });
    return rows.map(toAccessToken);
  }
}
