import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op } from 'sequelize';
import { Tx } from '../../../platform/database/database';
import { OAuthAccessTokenRepository } from './oauth-access-token.repository';
import { toGrantRow, toRefreshToken } from './oauth-grant-rows';
import { OAuthRefreshToken } from './oauth-storage.types';
import { OAuthRefreshTokenModel } from './oauth-token.models';

/** Refresh tokens, found by the hash of the token (`storedSecretOf`). */
@Injectable()
export class OAuthRefreshTokenRepository {
  constructor(
    @InjectModel(OAuthRefreshTokenModel) private readonly tokens: typeof OAuthRefreshTokenModel,
    private readonly accessTokens: OAuthAccessTokenRepository,
  ) {}

  async create(token: OAuthRefreshToken, tx?: Tx): Promise<OAuthRefreshToken> {
    await this.tokens.create(toGrantRow(token), { transaction: tx });
    return token;
  }

  async findByToken(hashedToken: string, tx?: Tx): Promise<OAuthRefreshToken | null> {
    const row = await this.tokens.findOne({ where: { token: hashedToken }, transaction: tx });
    return row ? toRefreshToken(row) : null;
  }

  async findById(id: string, tx?: Tx): Promise<OAuthRefreshToken | null> {
    const row = await this.tokens.findByPk(id, { transaction: tx });
    return row ? toRefreshToken(row) : null;
  }

  /**
   * Marks the token used by a rotation, in one conditional update: of two requests presenting it at once,
   * only one gets true; the other is a reuse.
   */
  async markRotated(id: string, at: Date, tx?: Tx): Promise<boolean> {
    const [count] = await this.tokens.update(
      { revoked: at, rotatedAt: at },
      { where: { id, revoked: null }, transaction: tx },
    );
    return count > 0;
  }

  /** Whether this call revoked it: false when it was already revoked or is gone. */
  async revoke(id: string, at: Date, tx?: Tx): Promise<boolean> {
    const [count] = await this.tokens.update({ revoked: at }, { where: { id, revoked: null }, transaction: tx });
    return count > 0;
  }

  /**
   * Removes a client's whole refresh-token family for a user, with the access tokens issued from it, as the
   * package does when a used refresh token is presented again.
   */
  async deleteFamily(clientId: string, userId: string, tx?: Tx): Promise<void> {
    const family = await this.tokens.findAll({ where: { clientId, userId }, attributes: ['id'], transaction: tx });
    await this.accessTokens.deleteByRefreshIds(
      family.map((row) => row.id),
      tx,
    );
    await this.tokens.destroy({ where: { clientId, userId }, transaction: tx });
  }

  /** Removes what a replayed authorization code had issued. */
  async deleteByAuthorizationCode(authorizationCodeId: string, tx?: Tx): Promise<void> {
    await this.tokens.destroy({ where: { authorizationCodeId }, transaction: tx });
  }

  async deleteByClient(clientId: string, tx?: Tx): Promise<void> {
    await this.tokens.destroy({ where: { clientId }, transaction: tx });
  }

  async listByClient(clientId: string): Promise<OAuthRefreshToken[]> {
    const rows = await this.tokens.findAll({ where: { clientId }, order: [['createdAt', 'ASC']] });
    return rows.map(toRefreshToken);
  }

  /** Unrevoked, unrotated tokens of the client still valid at `now`. */
  countActiveByClient(clientId: string, now: Date): Promise<number> {
    return this.tokens.count({ where: { clientId, revoked: null, expiresAt: { [Op.gt]: now } } });
  }

  async listByUser(userId: string): Promise<OAuthRefreshToken[]> {
    const rows = await this.tokens.findAll({ where: { userId }, order: [['createdAt', 'ASC']] });
    return rows.map(toRefreshToken);
  }
}
