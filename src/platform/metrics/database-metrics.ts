import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Sequelize } from 'sequelize-typescript';
import { readForScrape } from './scrape-read';
import { ServiceMetrics } from './service-metrics';

/** What sequelize-pool tells of its connections (Sequelize keeps the pool on its connection manager). */
interface ConnectionPool {
  readonly using: number;
  readonly available: number;
  readonly waiting: number;
  readonly maxSize: number;
}

/**
 * Whether the database answers (one `SELECT 1` per scrape) and, on PostgreSQL, this instance's
 * connection pool. SQLite has no pool (one connection to a file), so those series are absent there.
 */
@Injectable()
export class DatabaseMetrics {
  constructor(metrics: ServiceMetrics, sequelize: Sequelize) {
    const registers = [metrics.registry];
    new Gauge({
      name: 'auth_database_up',
      help: 'Whether the database answered a query at this scrape (1) or not within a second (0)',
      registers,
      async collect() {
        this.set((await readForScrape(() => sequelize.query('SELECT 1').then(() => 1))) ?? 0);
      },
    });
    const pool = poolOf(sequelize);
    if (!pool) return;
    new Gauge({
      name: 'auth_database_pool_connections',
      help: "This instance's database connections, by state: in_use or idle",
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.using);
        this.set({ state: 'idle' }, pool.available);
      },
    });
    new Gauge({
      name: 'auth_database_pool_waiting',
      help: 'Queries of this instance waiting for a free database connection',
      registers,
      collect() {
        this.set(pool.waiting);
      },
    });
    new Gauge({
      name: 'auth_database_pool_max_connections',
      help: "The most database connections this instance's pool opens",
      registers,
    }).set(pool.maxSize);
  }
}

function poolOf(sequelize: Sequelize): ConnectionPool | null {
  if (sequelize.getDialect() !== 'postgres') return null;
  return (sequelize.connectionManager as unknown as { pool: ConnectionPool }).pool;
}
