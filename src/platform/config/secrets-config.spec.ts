import { configProblems } from '../../../test/support/config-problems';
import { DeepPartial, RawConfig } from './config-sources';
import { DEFAULT_SECRET, loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';

/** The lines a refused configuration reports. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  return configProblems({ env });
}

describe('loadConfig single secret (AUTH_SECRET)', () => {
  it('holds AUTH_SECRET alone, unnumbered, with no legacy secret', () => {
    const config = loadConfig({ env: { AUTH_SECRET: SECRET } });

    expect([config.secret, config.secrets]).toEqual([SECRET, { versions: [], legacy: null }]);
  });
});

describe('loadConfig numbered secrets (AUTH_SECRETS)', () => {
  const NEW = 'n'.repeat(40);
  const OLD = 'o'.repeat(40);

  it('makes the first entry current, holds the others and AUTH_SECRET as legacy, and may run in production', () => {
    const config = loadConfig({
      env: { NODE_ENV: 'production', SMTP_URL: 'log', AUTH_SECRETS: `2:${NEW}, 1:${OLD}`, AUTH_SECRET: SECRET },
    });

    expect(config.secret).toBe(NEW);
    expect(config.isDefaultSecret).toBe(false);
    expect(config.secrets).toEqual({
      versions: [
        { version: 2, value: NEW },
        { version: 1, value: OLD },
      ],
      legacy: SECRET,
    });
  });

  it('holds no legacy secret while AUTH_SECRET is the placeholder', () => {
    expect(loadConfig({ env: { AUTH_SECRETS: `0:${NEW}` } }).secrets.legacy).toBeNull();
  });

  it.each([
    [`${NEW}`, 'AUTH_SECRETS: entry 1 must be <version>:<secret>, the current secret first'],
    [`v1:${NEW}`, 'AUTH_SECRETS: entry 1: the version must be a whole number, 0 or more'],
    [`1:${NEW},-1:${OLD}`, 'AUTH_SECRETS: entry 2: the version must be a whole number, 0 or more'],
    [`1:${NEW},1:${OLD}`, 'AUTH_SECRETS: version 1 is given twice; each version must be unique'],
    [`1:${NEW},2:short`, 'AUTH_SECRETS: the secret of version 2 (entry 2) must be at least 32 characters long'],
    [`1:${NEW},2:`, 'AUTH_SECRETS: the secret of version 2 (entry 2) must be at least 32 characters long'],
    [`1:${DEFAULT_SECRET}`, 'AUTH_SECRETS: version 1 is the placeholder secret; set a random one'],
  ])('refuses AUTH_SECRETS=%j with the single line %j', (secrets, line) => {
    expect(problemsOf({ AUTH_SECRETS: secrets })).toEqual([line]);
  });

  it('takes a list of {version, value} from a configuration file', () => {
    const config = loadConfig({ env: {}, overrides: { secrets: [{ version: 3, value: NEW }] } });

    expect([config.secret, config.secrets.versions]).toEqual([NEW, [{ version: 3, value: NEW }]]);
  });

  it.each([
    [42, 'AUTH_SECRETS: must be <version>:<secret> entries, comma-separated, or a list of {version, value}'],
    [[null], 'AUTH_SECRETS: entry 1 must be an object with a version and a string value'],
    [[{ version: 'x', value: NEW }], 'AUTH_SECRETS: entry 1: the version must be a whole number, 0 or more'],
  ])('refuses secrets %j from a configuration file with the single line %j', (secrets, line) => {
    const overrides = { secrets } as unknown as DeepPartial<RawConfig>;

    expect(() => loadConfig({ env: {}, overrides })).toThrow(line);
  });
});
