import { JwksService } from '../manage/jwt/jwks.service';
import { withContext } from './cli-context';
import { CliModule } from './cli.module';

/** Makes a new signing key now; the old keys stay published until the tokens they signed expire. */
export async function rotateJwksCommand(): Promise<void> {
  const kid = await withContext(CliModule, (app) => app.get(JwksService, { strict: false }).rotate('command line'));
  process.stdout.write(`New signing key ${kid}; the previous keys stay in the key set until their tokens expire.\n`);
}
