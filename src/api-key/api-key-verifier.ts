import { Injectable } from '@nestjs/common';
import { roleAllows } from '../common/access/access-control';
import { AuthError } from '../common/errors/auth-error';
import { Clock } from '../common/time/clock';
import { ServiceMetrics } from '../metrics/service-metrics';
import { AppConfig, BetterAuthLine } from '../config/app-config';
import { UserService } from '../user/user.service';
import { User } from '../user/user.types';
import { ApiKeyFormat } from './api-key-format';
import { ApiKeySweeper } from './api-key-sweeper';
import { UseRefusal, decideUse } from './api-key-usage';
import { API_KEY_ERRORS } from './api-key.errors';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKey, ApiKeyPermissions } from './api-key.types';

/** A use that loses to concurrent changes of the key's limits this often is given up. */
const MAX_USE_ATTEMPTS = 3;

export interface VerifiedApiKey {
  apiKey: ApiKey;
  owner: User;
}

/** The verify endpoint's answer: failures are data, not HTTP errors. */
export interface VerificationResult {
  valid: boolean;
  error: { code: string; message: string; [detail: string]: unknown } | null;
  key: ApiKey | null;
}

/** Checks a presented key and records its use: expiry, ban, permissions, quota, refill, rate window. */
@Injectable()
export class ApiKeyVerifier {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly format: ApiKeyFormat,
    private readonly users: UserService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly sweeper: ApiKeySweeper,
    private readonly metrics: ServiceMetrics,
  ) {}

  /** For a trusted backend: whether the key may be used now, with the reason when not. */
  async check(key: string, permissions?: ApiKeyPermissions): Promise<VerificationResult> {
    try {
      const { apiKey } = await this.verify(key, permissions);
      return { valid: true, error: null, key: apiKey };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return { valid: false, error: { code: error.code, message: error.message, ...error.details }, key: null };
    } finally {
      await this.sweeper.sweepIfDue();
    }
  }

  /** The key after this use, or the catalogue error saying why it may not be used; counted for the metrics. */
  async verify(key: string, permissions?: ApiKeyPermissions): Promise<VerifiedApiKey> {
    try {
      const verified = await this.attemptVerify(key, permissions);
      this.metrics.recordApiKeyVerification('valid');
      return verified;
    } catch (error) {
      if (error instanceof AuthError) this.metrics.recordApiKeyVerification(error.code);
      throw error;
    }
  }

  private async attemptVerify(key: string, permissions?: ApiKeyPermissions): Promise<VerifiedApiKey> {
    const storedKey = this.format.toStored(key);
    const limitsEnabled = this.config.apiKey.rateLimit.enabled;
    if (!permissions) {
      // Most uses meet no obstacle: one statement records them. Otherwise the steps below find which, as before.
      const used = await this.keys.useIfUnhindered(storedKey, this.clock.now(), limitsEnabled);
      if (used) return { apiKey: used.apiKey, owner: this.users.fromRow(used.owner) };
    }
    const found = await this.keys.findByStoredKeyWithOwner(storedKey, this.users);
    if (!found) throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY, { status: 401 });
    const { owner } = found;
    const isPermitted =
      !permissions || (found.apiKey.permissions !== null && roleAllows(found.apiKey.permissions, permissions));
    const now = this.clock.now();
    let current = found.apiKey;
    for (let attempt = 0; attempt < MAX_USE_ATTEMPTS; attempt += 1) {
      const decision = decideUse({ apiKey: current, owner, now, limitsEnabled, isPermitted });
      if ('refusal' in decision) {
        if ('deletesKey' in decision.refusal && decision.refusal.deletesKey) await this.keys.delete(current.id);
        throw errorOf(decision.refusal, this.config.betterAuthCompat);
      }
      if (decision.refillDueBefore)
        await this.keys.refill(current.id, current.refillInterval!, decision.refillDueBefore, now);
      // Conditional on the row still allowing the use: a concurrent one may have taken the last of it.
      const used = await this.keys.consume(current.id, decision.plan);
      // decideUse refuses a key without an owner.
      if (used) return { apiKey: used, owner: owner! };
      const reread = await this.keys.findById(current.id);
      if (!reread) throw new AuthError(API_KEY_ERRORS.INVALID_API_KEY, { status: 401 });
      current = reread;
    }
    throw new AuthError(API_KEY_ERRORS.FAILED_TO_UPDATE_API_KEY);
  }
}

/** The catalogue's answer to a refused use. */
function errorOf(refusal: UseRefusal, line: BetterAuthLine): AuthError {
  switch (refusal.code) {
    case 'RATE_LIMITED':
      // Better Auth 1.4 answered a key over its window 401; 1.7 answers 429.
      return new AuthError(API_KEY_ERRORS.RATE_LIMITED, {
        details: { details: { tryAgainIn: refusal.tryAgainInMs } },
        status: line === '1.7' ? 429 : undefined,
      });
    case 'KEY_NOT_FOUND':
      return new AuthError(API_KEY_ERRORS.KEY_NOT_FOUND, { status: 401 });
    default:
      return new AuthError(API_KEY_ERRORS[refusal.code]);
  }
}
