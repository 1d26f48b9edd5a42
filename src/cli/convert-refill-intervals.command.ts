import { RefillIntervalConversion } from '../manage/api-key/refill-interval-conversion';
import { withContext } from './cli-context';
import { CliModule } from './cli.module';

export interface ConvertRefillIntervalsOptions {
  dryRun?: boolean;
}

/** Converts API-key refill intervals written in milliseconds (Better Auth's unit) to days, printing each change. */
export async function convertRefillIntervalsCommand(options: ConvertRefillIntervalsOptions): Promise<void> {
  const dryRun = options.dryRun === true;
  const changes = await withContext(CliModule, (app) => {
    const conversion = app.get(RefillIntervalConversion, { strict: false });
    return dryRun ? conversion.plan() : conversion.convert();
  });
  for (const { keyId, fromMs, toDays } of changes) {
    process.stdout.write(`key ${keyId}: refillInterval ${fromMs} ms -> ${toDays} days\n`);
  }
  process.stdout.write(
    dryRun
      ? `${changes.length} keys would be converted; dry run, nothing changed.\n`
      : `${changes.length} keys converted from milliseconds to days.\n`,
  );
}
