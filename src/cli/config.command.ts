import { reportConfig } from '../platform/config/config-report';
import { loadConfig } from '../platform/config/load-config';

/**
 * Prints every effective setting, secrets masked, with where it came from; then validates them,
 * failing with one line per problem as the service's start-up would.
 */
export function configCommand(options: { json?: boolean }): void {
  const lines = reportConfig();
  if (options.json) {
    const settings = lines.map(({ setting, value, source }) => ({
      setting,
      value: JSON.parse(value) as unknown,
      source,
    }));
    process.stdout.write(`${JSON.stringify(settings, null, 2)}\n`);
  } else {
    const width = Math.max(...lines.map(({ setting }) => setting.length));
    for (const { setting, value, source } of lines)
      process.stdout.write(`${setting.padEnd(width)}  ${value}  (${source})\n`);
  }
  loadConfig();
}
