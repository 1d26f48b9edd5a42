import { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { MIGRATIONS } from './migrations';

const MIGRATION_TABLE = 'authServiceMigration';

/** Applies every pending migration; the list of applied ones is kept in its own table. */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const umzug = new Umzug({
    migrations: MIGRATIONS,
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: MIGRATION_TABLE }),
    logger: undefined,
  });
  const applied = await umzug.up();
  return applied.map((migration) => migration.name);
}
