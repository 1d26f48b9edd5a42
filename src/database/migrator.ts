import { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { MIGRATIONS } from './migrations';

const MIGRATION_TABLE = 'authServiceMigration';

/** Applies every pending migration; the list of applied ones is kept in its own table. */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const applied = await migrator(sequelize).up();
  return applied.map((migration) => migration.name);
}

/** The migrations this database has not had yet, without applying them. */
export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  const pending = await migrator(sequelize).pending();
  return pending.map((migration) => migration.name);
}

function migrator(sequelize: Sequelize): Umzug<ReturnType<Sequelize['getQueryInterface']>> {
  return new Umzug({
    migrations: MIGRATIONS,
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: MIGRATION_TABLE }),
    logger: undefined,
  });
}
