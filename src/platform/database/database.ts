import { Injectable } from '@nestjs/common';
import { Transaction } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';

/** A database transaction, passed to repository calls that must commit together. */
export type Tx = Transaction;

@Injectable()
export class Database {
  /** The transaction before the next one, where transactions must take turns. */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(private readonly sequelize: Sequelize) {}

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (!this.hasOneConnection()) return this.sequelize.transaction((tx) => work(tx));
    // In-memory SQLite has a single connection: a second BEGIN while one is open fails, so they queue.
    const run = this.previous.then(() => this.sequelize.transaction((tx) => work(tx)));
    this.previous = run.catch(() => undefined);
    return run;
  }

  /** Runs `callback` once `tx` has committed; never when it rolls back. */
  onCommit(tx: Tx, callback: () => void): void {
    tx.afterCommit(callback);
  }

  private hasOneConnection(): boolean {
    return this.sequelize.getDialect() === 'sqlite' && this.sequelize.options.storage === ':memory:';
  }

  async ping(): Promise<void> {
    await this.sequelize.query('SELECT 1');
  }
}
