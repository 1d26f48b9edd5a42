import { Injectable } from '@nestjs/common';
import { generateId } from '../common/crypto/random';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { Tx } from '../database/database';
import { VerificationRepository } from './verification.repository';

/**
 * One-time values (reset tokens, e-mail token ids, deletion tokens) in the `verification` table.
 * Identifiers carry their purpose as a prefix, so one kind can never be redeemed as another.
 */
@Injectable()
export class VerificationService {
  constructor(
    private readonly verifications: VerificationRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** With `tx`, the entry commits with the rest of that transaction (the e-mail that carries it). */
  async issue(identifier: string, value: string, expiresInSeconds: number, tx?: Tx): Promise<void> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + expiresInSeconds * 1000);
    await this.verifications.create(
      { id: generateId(), identifier, value, expiresAt, createdAt: now, updatedAt: now },
      tx,
    );
  }

  /** The live value for the identifier without using it up. */
  async peek(identifier: string): Promise<string | null> {
    await this.cleanUp();
    const entry = await this.verifications.findLive(identifier, this.clock.now());
    return entry?.value ?? null;
  }

  /** Uses up the live value: of concurrent callers exactly one gets it, the others get null. */
  async consume(identifier: string): Promise<string | null> {
    await this.cleanUp();
    const entry = await this.verifications.findLive(identifier, this.clock.now());
    if (!entry) return null;
    return (await this.verifications.deleteById(entry.id)) ? entry.value : null;
  }

  /** Deletes every entry of one purpose (identifier prefix) that holds `value`, live or not. */
  deleteAllOf(identifierPrefix: string, value: string): Promise<void> {
    return this.verifications.deleteByPrefixAndValue(identifierPrefix, value);
  }

  /** `consume`, with the entry's expiry, for a caller that puts back a changed value with `issueUntil`. */
  async consumeEntry(identifier: string): Promise<{ value: string; expiresAt: Date } | null> {
    await this.cleanUp();
    const entry = await this.verifications.findLive(identifier, this.clock.now());
    if (!entry || !(await this.verifications.deleteById(entry.id))) return null;
    return { value: entry.value, expiresAt: entry.expiresAt };
  }

  async issueUntil(identifier: string, value: string, expiresAt: Date, tx?: Tx): Promise<void> {
    const now = this.clock.now();
    await this.verifications.create(
      { id: generateId(), identifier, value, expiresAt, createdAt: now, updatedAt: now },
      tx,
    );
  }

  private async cleanUp(): Promise<void> {
    if (!this.config.verification.disableCleanup) await this.verifications.deleteExpired(this.clock.now());
  }
}
