import { Injectable } from '@nestjs/common';
import { Transaction } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';

/** A database transaction, passed to repository calls that must commit together. */
export type Tx = Transaction;

@Injectable()
export class Database {
  constructor(private readonly sequelize: Sequelize) {}

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.sequelize.transaction((tx) => work(tx));
  }

  async ping(): Promise<void> {
    await this.sequelize.query('SELECT 1');
  }
}
