import { loadConfig } from './load-config';

describe('loadConfig rate limit options', () => {
  const RULE_BOUNDS = 'needs whole numbers window (1 to 3155760000 seconds) and max (1 to 2147483647)';

  it('reads custom rules in seconds, and false to leave a path unlimited', () => {
    const config = loadConfig({
      env: {},
      overrides: { rateLimit: { customRules: { '/get-session': { window: 60, max: 600 }, '/ok': false } } },
    });

    expect(config.rateLimit.customRules).toEqual({ '/get-session': { windowSeconds: 60, max: 600 }, '/ok': false });
  });

  it.each<[Record<string, unknown>, NodeJS.ProcessEnv, string]>([
    [{ storage: 'redis' }, {}, 'rateLimit: storage redis needs REDIS_URL'],
    [{ storage: 'disk' }, {}, 'rateLimit: storage must be memory, redis or database'],
    [{ max: 0 }, {}, `rateLimit: the general rule ${RULE_BOUNDS}`],
    [{ window: 1e12 }, {}, `rateLimit: the general rule ${RULE_BOUNDS}`],
    [{ max: 2 ** 31 }, {}, `rateLimit: the general rule ${RULE_BOUNDS}`],
    [{ customRules: { '/sign-in': { window: 10, max: 1.5 } } }, {}, `rateLimit: customRules "/sign-in" ${RULE_BOUNDS}`],
    [
      { customRules: { 'sign-in': { window: 10, max: 3 } } },
      {},
      'rateLimit: customRules: "sign-in" must be a path below the base path, starting with /',
    ],
  ])('refuses %j with one line', (rateLimit, env, line) => {
    expect(() => loadConfig({ env, overrides: { rateLimit } })).toThrow(`Invalid configuration:\n${line}`);
  });
});
