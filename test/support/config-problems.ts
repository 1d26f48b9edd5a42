import { DeepPartial, RawConfig } from '../../src/platform/config/config-sources';
import { ConfigError, loadConfig } from '../../src/platform/config/load-config';

/** The problems the configuration loader reports for these sources, a line each; none when it accepts them. */
export function configProblems(sources: { env?: NodeJS.ProcessEnv; overrides?: DeepPartial<RawConfig> }): string[] {
  try {
    loadConfig({ env: sources.env ?? {}, overrides: sources.overrides });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
