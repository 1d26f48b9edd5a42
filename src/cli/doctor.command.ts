import { AppConfig } from '../platform/config/app-config';
import { ConfigError, loadConfig } from '../platform/config/load-config';
import { CliError } from './cli-errors';
import { checkAdministrators } from './doctor/administrators.check';
import { checkBaseUrl } from './doctor/base-url.check';
import { CheckResult } from './doctor/check-result';
import { checkDatabase } from './doctor/database.check';
import { checkJwks } from './doctor/jwks.check';
import { checkRedis } from './doctor/redis.check';
import { checkRefillIntervals } from './doctor/refill-intervals.check';
import { checkServiceKeys } from './doctor/service-keys.check';
import { checkSignUp } from './doctor/sign-up.check';
import { checkSmtp } from './doctor/smtp.check';
import { checkSocialProviders } from './doctor/social-providers.check';
import { checkStorage } from './doctor/storage.check';

const MARKS: Record<CheckResult['status'], string> = { ok: 'ok  ', info: 'info', warn: 'warn', fail: 'FAIL' };

/** One check: no line, one line, or several (a line per provider, say). */
type Check = (config: AppConfig) => CheckResult | CheckResult[] | Promise<CheckResult | CheckResult[]>;

/** Checks of what the database holds, run once it answers with its schema up to date enough to read. */
const DATABASE_CHECKS: Check[] = [checkJwks, checkRefillIntervals, checkAdministrators];

/** Checks of the configuration and of the other dependencies, in the order they are printed. */
const SETTINGS_CHECKS: Check[] = [
  checkSignUp,
  checkServiceKeys,
  checkBaseUrl,
  checkStorage,
  checkRedis,
  checkSmtp,
  checkSocialProviders,
];

/** Checks the configuration, then each dependency it names; prints one line per check and fails if any failed. */
export async function doctorCommand(): Promise<void> {
  const results = await diagnose();
  for (const result of results) process.stdout.write(`${MARKS[result.status]}  ${result.name}: ${result.detail}\n`);
  const failed = results.filter((result) => result.status === 'fail').length;
  if (failed > 0) throw new CliError(`${failed} of ${results.length} checks failed`);
  const warned = results.filter((result) => result.status === 'warn').length;
  process.stdout.write(warned > 0 ? `Nothing failed; ${warned} warnings.\n` : 'No problems found.\n');
}

async function diagnose(): Promise<CheckResult[]> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((problem) => ({ name: 'configuration', status: 'fail', detail: problem }));
  }
  const database = await checkDatabase(config);
  const checks = [...(database.status === 'ok' ? DATABASE_CHECKS : []), ...SETTINGS_CHECKS];
  const results: CheckResult[] = [checkConfiguration(config), database];
  for (const check of checks) results.push(...[await check(config)].flat());
  return results;
}

function checkConfiguration(config: AppConfig): CheckResult {
  if (config.isDefaultSecret)
    return {
      name: 'configuration',
      status: 'warn',
      detail: 'AUTH_SECRET is the placeholder: set a long random secret',
    };
  return { name: 'configuration', status: 'ok', detail: `valid (${config.baseUrl})` };
}
