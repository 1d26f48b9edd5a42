import { ApiKeySweeper } from '../manage/api-key/api-key-sweeper';
import { withContext } from './cli-context';
import { CliError } from './cli-errors';
import { CliModule } from './cli.module';

/** Deletes every expired API key now, as delete-all-expired-api-keys does. */
export async function sweepApiKeysCommand(): Promise<void> {
  const swept = await withContext(CliModule, (app) => app.get(ApiKeySweeper, { strict: false }).sweep());
  if (!swept) throw new CliError('Could not delete the expired API keys');
  process.stdout.write('Expired API keys deleted.\n');
}
