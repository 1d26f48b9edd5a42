import { existsSync } from 'node:fs';
import { Sequelize } from 'sequelize';
import { AppConfig } from '../../platform/config/app-config';
import { pendingMigrations } from '../../platform/database/migrator';
import { CheckResult, probe } from './check-result';

/**
 * Connects with a connection of its own, so a failure is reported rather than retried, and lists pending migrations.
 */
export function checkDatabase(config: AppConfig): Promise<CheckResult> {
  const { database } = config;
  const where =
    database.dialect === 'sqlite' ? `SQLite ${database.storage}` : `PostgreSQL ${redactPassword(database.url)}`;
  return probe('database', async () => {
    if (database.dialect === 'sqlite' && database.storage !== ':memory:' && !existsSync(database.storage ?? '')) {
      return { status: 'warn', detail: `${where} does not exist yet; it is created by migrate or on the first start` };
    }
    const sequelize = connect(config);
    try {
      await sequelize.authenticate();
      const pending = await pendingMigrations(sequelize);
      if (pending.length === 0) return { status: 'ok', detail: `${where}, schema up to date` };
      return {
        status: 'warn',
        detail: `${where}, ${pending.length} migrations pending (applied by migrate or on start)`,
      };
    } finally {
      await sequelize.close();
    }
  });
}

export function connect({ database }: AppConfig): Sequelize {
  if (database.dialect === 'sqlite')
    return new Sequelize({ dialect: 'sqlite', storage: database.storage ?? ':memory:', logging: false });
  return new Sequelize(database.url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: 1 },
    dialectOptions: database.schema ? { options: `-c search_path=${database.schema}` } : {},
  });
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  parsed.search = '';
  return parsed.toString();
}
