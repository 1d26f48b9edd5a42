import { AuthError } from '../../platform/common/errors/auth-error';
import { ApiKeyRuleSettings } from '../../platform/config/app-config';
import { API_KEY_ERRORS } from './api-key.errors';
import { DAY_MS, MAX_COUNT, PREFIX_PATTERN } from './api-key.constants';

/** The checks create and update share under one key configuration, each answering with its own catalogue entry. */
export class ApiKeyRules {
  constructor(private readonly settings: ApiKeyRuleSettings) {}

  checkPrefix(prefix: string): void {
    const { min, max } = this.settings.prefixLength;
    if (prefix.length > 0 && !PREFIX_PATTERN.test(prefix)) throw new AuthError(API_KEY_ERRORS.INVALID_PREFIX_FORMAT);
    if (prefix.length < min || prefix.length > max) throw new AuthError(API_KEY_ERRORS.INVALID_PREFIX_LENGTH);
  }

  /** Create: a name is needed only when configured so; any given name must fit the bounds. */
  checkNameOnCreate(name: string | null | undefined): void {
    if ((name === undefined || name === null || name === '') && this.settings.requireName) {
      throw new AuthError(API_KEY_ERRORS.NAME_REQUIRED);
    }
    if (name !== undefined && name !== null) this.checkName(name);
  }

  checkName(name: string): void {
    const { min, max } = this.settings.nameLength;
    if (name.length < min || name.length > max) throw new AuthError(API_KEY_ERRORS.INVALID_NAME_LENGTH);
  }

  /** The expiry `expiresIn` seconds from `now`, within the configured bounds in days. */
  expiresAtFor(expiresInSeconds: number, now: Date): Date {
    this.checkCustomExpiryAllowed();
    const { minExpiresInDays, maxExpiresInDays } = this.settings.keyExpiration;
    const days = (expiresInSeconds * 1000) / DAY_MS;
    if (days < minExpiresInDays) throw new AuthError(API_KEY_ERRORS.EXPIRES_IN_IS_TOO_SMALL);
    if (days > maxExpiresInDays) throw new AuthError(API_KEY_ERRORS.EXPIRES_IN_IS_TOO_LARGE);
    return new Date(now.getTime() + expiresInSeconds * 1000);
  }

  checkCustomExpiryAllowed(): void {
    if (this.settings.keyExpiration.disableCustomExpiresTime)
      throw new AuthError(API_KEY_ERRORS.KEY_DISABLED_EXPIRATION);
  }

  /** Update: an object replaces the metadata, null clears it. */
  checkMetadataChange(metadata: unknown): Record<string, unknown> | null {
    if (metadata === null) {
      if (!this.settings.enableMetadata) throw new AuthError(API_KEY_ERRORS.METADATA_DISABLED);
      return null;
    }
    return this.checkMetadata(metadata);
  }

  checkMetadata(metadata: unknown): Record<string, unknown> {
    if (!this.settings.enableMetadata) throw new AuthError(API_KEY_ERRORS.METADATA_DISABLED);
    if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
      throw new AuthError(API_KEY_ERRORS.INVALID_METADATA_TYPE);
    }
    return metadata as Record<string, unknown>;
  }

  checkRemaining(remaining: number, min: number): void {
    if (remaining < min || remaining > MAX_COUNT) throw new AuthError(API_KEY_ERRORS.INVALID_REMAINING);
  }

  /** refillAmount and refillInterval come together or not at all. */
  checkRefillPair(refillAmount: number | undefined, refillInterval: number | undefined): void {
    if (refillAmount !== undefined && refillInterval === undefined) {
      throw new AuthError(API_KEY_ERRORS.REFILL_AMOUNT_AND_INTERVAL_REQUIRED);
    }
    if (refillInterval !== undefined && refillAmount === undefined) {
      throw new AuthError(API_KEY_ERRORS.REFILL_INTERVAL_AND_AMOUNT_REQUIRED);
    }
  }
}
