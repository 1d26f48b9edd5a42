import { JwksService } from '../manage/jwt/jwks.service';
import { TwoFactorReencryption } from '../sign-in/two-factor/two-factor-reencryption';
import { withContext } from './cli-context';
import { CliError } from './cli-errors';
import { CliModule } from './cli.module';

/**
 * Re-encrypts what is stored encrypted (JWT signing keys, authenticator secrets and backup codes) under
 * the current secret, so that an earlier one can be removed from AUTH_SECRETS.
 */
export async function reencryptCommand(): Promise<void> {
  const counts = await withContext(CliModule, async (app) => ({
    'jwt signing keys': await app.get(JwksService, { strict: false }).reencryptPrivateKeys(),
    'two-factor enrolments': await app.get(TwoFactorReencryption, { strict: false }).reencryptAll(),
  }));
  let unreadable = 0;
  for (const [kind, count] of Object.entries(counts)) {
    process.stdout.write(
      `${kind}: ${count.reencrypted} re-encrypted, ${count.current} already current, ${count.unreadable} unreadable\n`,
    );
    unreadable += count.unreadable;
  }
  if (unreadable > 0) {
    throw new CliError(
      `${unreadable} values open with no secret held; they were left as they are (was a secret removed too early?)`,
    );
  }
}
