import { Injectable } from '@nestjs/common';
import { Tx } from '../../platform/database/database';
import { SecondaryStorage } from '../../platform/secondary-storage/secondary-storage';
import { AdditionalUserFields } from './additional-user-fields';
import { User } from './user.types';

/** Where a user's row is kept in the secondary storage, beside the sessions that point at it. */
export const CACHED_USER_PREFIX = 'user:';
/** Bounds how long a change written straight to the database (not through the service) takes to show. */
const CACHED_USER_TTL_MS = 60_000;
/**
 * After a change, the entry holds this marker for a while, so that a request that read the row just
 * before the change cannot put the old row back: entries are only ever added where nothing is.
 */
const CHANGED = '"changed"';
const CHANGED_HOLD_MS = 10_000;

/**
 * Users as the session look-up reads them from Redis, in the same round trip as the session, instead
 * of from the database on every request. Every change of a user through the service marks its entry
 * changed, so the next request on any instance reads the database again: roles, bans and profile
 * changes hold at once everywhere. Only with a storage every instance shares; otherwise nothing is kept.
 */
@Injectable()
export class UserCache {
  constructor(
    private readonly storage: SecondaryStorage,
    private readonly fields: AdditionalUserFields,
  ) {}

  get isEnabled(): boolean {
    return this.storage.isShared;
  }

  /** The user in a cached entry; null when there is none, or it was marked changed. */
  read(value: string | null): User | null {
    if (value === null || value === CHANGED) return null;
    const stored = JSON.parse(value) as Record<string, unknown> & { additionalFields: Record<string, unknown> };
    const date = (at: unknown) => (typeof at === 'string' ? new Date(at) : null);
    const additionalFields = { ...stored.additionalFields };
    for (const [name, field] of Object.entries(this.fields.definitions)) {
      if (field.type === 'date' && additionalFields[name] !== null && additionalFields[name] !== undefined)
        additionalFields[name] = date(additionalFields[name]);
    }
    return {
      ...(stored as unknown as User),
      banExpires: date(stored.banExpires),
      createdAt: date(stored.createdAt)!,
      updatedAt: date(stored.updatedAt)!,
      additionalFields,
    };
  }

  /** Keeps the user just read from the database, unless an entry (or a change marker) is there. */
  async remember(user: User): Promise<void> {
    if (this.isEnabled)
      await this.storage.setIfAbsent(CACHED_USER_PREFIX + user.id, JSON.stringify(user), CACHED_USER_TTL_MS);
  }

  /** Marks the user changed: now, and again once the transaction writing the change commits. */
  async forget(id: string, tx?: Tx): Promise<void> {
    if (!this.isEnabled) return;
    const mark = () => this.storage.set(CACHED_USER_PREFIX + id, CHANGED, CHANGED_HOLD_MS);
    await mark();
    // A failure here leaves at most the entry's time-to-live of staleness; the request has already succeeded.
    tx?.afterCommit(() => mark().catch(() => undefined));
  }
}
