import { withContext } from './cli-context';
import { MigrationCliModule } from './migration-cli.module';

/** Applies the pending migrations (starting the database module does); each is reported as it is applied. */
export async function migrateCommand(): Promise<void> {
  await withContext(MigrationCliModule, async () => undefined);
  process.stdout.write('The database is up to date.\n');
}
