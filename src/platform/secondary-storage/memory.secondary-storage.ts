import { Clock } from '../common/time/clock';
import { MergeOptions, SecondaryStorage } from './secondary-storage';

interface Entry {
  value: string;
  expiresAtMs: number;
}

/** This process's memory: for a single instance, and for development without Redis. */
export class MemorySecondaryStorage extends SecondaryStorage {
  readonly isShared = false;
  private readonly values = new Map<string, Entry>();
  private readonly sets = new Map<string, Map<string, number>>();

  constructor(private readonly clock: Clock) {
    super();
  }

  async get(key: string): Promise<string | null> {
    return this.read(key);
  }

  async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    return keys.map((key) => this.read(key));
  }

  async getLinked(key: string, linkField: string, linkedPrefix: string): Promise<[string | null, string | null]> {
    const value = this.read(key);
    if (value === null) return [null, null];
    let link: unknown;
    try {
      link = (JSON.parse(value) as Record<string, unknown>)[linkField];
    } catch {
      return [value, null];
    }
    return [value, typeof link === 'string' ? this.read(linkedPrefix + link) : null];
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.set(key, { value, expiresAtMs: this.clock.nowMs() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.read(key) !== null) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async merge(
    key: string,
    fields: Readonly<Record<string, unknown>>,
    options: MergeOptions = {},
  ): Promise<string | null> {
    const current = this.read(key);
    if (current === null) return null;
    const object = JSON.parse(current) as Record<string, unknown>;
    const matches = Object.entries(options.onlyIf ?? {}).every(([field, value]) => (object[field] ?? null) === value);
    if (!matches) return current;
    const value = JSON.stringify({ ...object, ...fields });
    const expiresAtMs =
      options.ttlMs === undefined ? this.values.get(key)!.expiresAtMs : this.clock.nowMs() + options.ttlMs;
    this.values.set(key, { value, expiresAtMs });
    return value;
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      this.values.delete(key);
      this.sets.delete(key);
    }
  }

  async addToSet(key: string, member: string, expiresAtMs: number): Promise<void> {
    const set = this.sets.get(key) ?? new Map<string, number>();
    set.set(member, expiresAtMs);
    this.sets.set(key, set);
  }

  async membersOf(key: string, nowMs: number): Promise<string[]> {
    return [...this.liveSet(key, nowMs).keys()];
  }

  async countMembers(key: string, nowMs: number): Promise<number> {
    return this.liveSet(key, nowMs).size;
  }

  async removeFromSet(key: string, members: readonly string[]): Promise<void> {
    const set = this.sets.get(key);
    if (!set) return;
    for (const member of members) set.delete(member);
    if (set.size === 0) this.sets.delete(key);
  }

  async ping(): Promise<void> {}

  private read(key: string): string | null {
    const entry = this.values.get(key);
    if (!entry) return null;
    if (entry.expiresAtMs <= this.clock.nowMs()) {
      this.values.delete(key);
      return null;
    }
    return entry.value;
  }

  private liveSet(key: string, nowMs: number): Map<string, number> {
    const set = this.sets.get(key) ?? new Map<string, number>();
    for (const [member, expiresAtMs] of set) if (expiresAtMs <= nowMs) set.delete(member);
    if (set.size === 0) this.sets.delete(key);
    return set;
  }
}
