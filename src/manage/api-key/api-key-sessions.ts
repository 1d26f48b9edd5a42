import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request } from 'node:http';
import { AuthError } from '../../platform/common/errors/auth-error';
import { Clock } from '../../platform/common/time/clock';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { ActiveSession } from '../../identity/session/session.types';
import { ApiKeyFormat } from './api-key-format';
import { ApiKeyRequestLog } from './api-key-request-log';
import { ApiKeySweeper } from './api-key-sweeper';
import { ApiKeyVerifier } from './api-key-verifier';
import { KEY_SESSION_EXPIRES_IN_SECONDS } from './api-key.constants';
import { API_KEY_ERRORS } from './api-key.errors';

/**
 * Turns a key from the request header into a session-like context for its owner. Each request
 * made this way is one use of the key: its quota, rate limit and expiry apply. Only a user's key
 * makes a session: an organization's is refused with INVALID_API_KEY, as Better Auth 1.7 reads the
 * header with its user configuration only.
 */
@Injectable()
export class ApiKeySessions {
  constructor(
    private readonly verifier: ApiKeyVerifier,
    private readonly format: ApiKeyFormat,
    private readonly sweeper: ApiKeySweeper,
    private readonly requestMeta: RequestMetaReader,
    private readonly clock: Clock,
    private readonly requestLog: ApiKeyRequestLog,
  ) {}

  async open(key: string, req: Request): Promise<ActiveSession> {
    if (!this.format.isPlausible(key)) throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY);
    // An organization's key is refused here: it acts for the organization, never as a user.
    const verified = await this.verifier.verify(key, { asUser: true });
    const { apiKey } = verified;
    const owner = verified.owner!;
    this.requestLog.note(req, apiKey);
    await this.sweeper.sweepIfDue();
    const now = this.clock.now();
    const { ipAddress, userAgent } = this.requestMeta.read(req);
    return {
      user: owner,
      viaApiKey: true,
      session: {
        id: apiKey.id,
        // Better Auth shows the presented key as the token of a key-based session.
        token: key,
        userId: owner.id,
        expiresAt: apiKey.expiresAt ?? new Date(now.getTime() + KEY_SESSION_EXPIRES_IN_SECONDS * 1000),
        createdAt: now,
        updatedAt: now,
        ipAddress,
        userAgent: userAgent || null,
        impersonatedBy: null,
        activeOrganizationId: null,
        activeTeamId: null,
        secondFactorAt: null,
      },
    };
  }
}
