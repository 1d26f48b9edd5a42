import { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { currentSchema } from './ensure-table';
import { withMigrationLock } from './migration-lock';
import { MIGRATIONS } from './migrations/index';

const MIGRATION_TABLE = 'authServiceMigration';

/**
 * Applies every pending migration; the list of applied ones is kept in its own table. Instances that
 * start together take turns: the first applies them, the others find none pending.
 */
export function migrate(sequelize: Sequelize): Promise<string[]> {
  return withMigrationLock(sequelize, async () => {
    const applied = await (await migrator(sequelize)).up();
    return applied.map((migration) => migration.name);
  });
}

/** The migrations this database has not had yet, without applying them. */
export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  const pending = await (await migrator(sequelize)).pending();
  return pending.map((migration) => migration.name);
}

async function migrator(sequelize: Sequelize): Promise<Umzug<ReturnType<Sequelize['getQueryInterface']>>> {
  const context = sequelize.getQueryInterface();
  // Named, or PostgreSQL's look at the table's indexes spans every schema's table of that name,
  // and fails when another schema is dropped meanwhile.
  const schema = (await currentSchema(context)) ?? undefined;
  return new Umzug({
    migrations: MIGRATIONS,
    context,
    storage: new SequelizeStorage({ sequelize, tableName: MIGRATION_TABLE, schema }),
    logger: undefined,
  });
}
