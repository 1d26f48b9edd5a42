import { AppConfig } from '../config/app-config';
import { ConfigError, loadConfig } from '../config/load-config';
import { CliError } from './cli-errors';
import { CheckResult } from './doctor/check-result';
import { checkDatabase } from './doctor/database.check';
import { checkJwks } from './doctor/jwks.check';
import { checkRedis } from './doctor/redis.check';
import { checkRefillIntervals } from './doctor/refill-intervals.check';
import { checkSignUp } from './doctor/sign-up.check';
import { checkSmtp } from './doctor/smtp.check';
import { checkSocialProviders } from './doctor/social-providers.check';

const MARKS: Record<CheckResult['status'], string> = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' };

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
  const jwks = database.status === 'ok' ? await checkJwks(config) : [];
  const refillIntervals = database.status === 'ok' ? await checkRefillIntervals(config) : [];
  return [
    checkConfiguration(config),
    checkSignUp(config),
    database,
    ...jwks,
    ...refillIntervals,
    await checkRedis(config),
    await checkSmtp(config),
    ...(await checkSocialProviders(config)),
  ];
}

function checkConfiguration(config: AppConfig): CheckResult {
  if (config.isDefaultSecret)
    return {
      name: 'configuration',
      status: 'warn',
      detail: 'AUTH_SECRET is the placeholder: set a long random secret',
    };
  if (config.serviceKeys.length === 0) {
    return {
      name: 'configuration',
      status: 'ok',
      detail: `valid; no SERVICE_KEYS, so server-only calls are refused (${config.baseUrl})`,
    };
  }
  return { name: 'configuration', status: 'ok', detail: `valid (${config.baseUrl})` };
}
