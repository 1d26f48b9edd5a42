import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SequelizeModuleOptions } from '@nestjs/sequelize';
import { isTracing } from '../common/tracing/tracing-bootstrap';
import { AppConfig } from '../config/app-config';
import { useFastTimestampParser } from './postgres-timestamps';
import { useIsoDatesOnSqlite } from './sqlite-dates';
import { sqliteStatementSpans } from './sqlite-statement-spans';

/** How the service connects to its database: the pool, the dialect's settings and the date handling it needs. */
export function databaseConnectionOptions(config: AppConfig): SequelizeModuleOptions {
  const common: SequelizeModuleOptions = {
    autoLoadModels: true,
    synchronize: false,
    logging: false,
    retryAttempts: 3,
    retryDelay: 1000,
    define: { timestamps: false, freezeTableName: true },
  };
  const { database } = config;
  if (database.dialect === 'sqlite') {
    const storage = database.storage ?? ':memory:';
    if (storage !== ':memory:') mkdirSync(dirname(storage), { recursive: true });
    useIsoDatesOnSqlite();
    const hooks = isTracing() ? sqliteStatementSpans() : {};
    return { ...common, dialect: 'sqlite', storage, pool: { max: 1, min: 0, idle: 60_000 }, hooks };
  }
  useFastTimestampParser();
  return {
    ...common,
    dialect: 'postgres',
    uri: database.url,
    pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
    dialectOptions: database.schema ? { options: `-c search_path=${database.schema}` } : {},
  };
}
