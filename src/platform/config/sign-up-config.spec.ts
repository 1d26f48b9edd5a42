import { configProblems } from '../../../test/support/config-problems';
import { loadConfig } from './load-config';

const BASE = { NODE_ENV: 'test' };

function problemsOf(env: Record<string, string>): string[] {
  return configProblems({ env: { ...BASE, ...env } });
}

describe('the SIGN_UP setting', () => {
  it('is open by default, as Better Auth is', () => {
    expect(loadConfig({ env: BASE }).signUp).toEqual({ policy: 'open', domains: [] });
  });

  it('reads SIGN_UP and SIGN_UP_DOMAINS, writing each domain one way: lowercase, no trailing dot or @, punycode', () => {
    const config = loadConfig({
      env: {
        ...BASE,
        SIGN_UP: ' domains ',
        SIGN_UP_DOMAINS: 'Corp.Example., @lab.example, bücher.example, corp.example',
      },
    });
    expect(config.signUp).toEqual({
      policy: 'domains',
      domains: ['corp.example', 'lab.example', 'xn--bcher-kva.example'],
    });
  });

  it('reads the configuration file key signUp', () => {
    const config = loadConfig({ env: BASE, overrides: { signUp: { policy: 'closed' } } });
    expect(config.signUp.policy).toBe('closed');
  });

  it.each([
    [{ SIGN_UP: 'invite-only' }, 'SIGN_UP: must be one of open, domains, closed'],
    [
      { SIGN_UP: 'domains' },
      'SIGN_UP: domains needs SIGN_UP_DOMAINS, a comma-separated list of e-mail domains such as corp.example',
    ],
    [
      { SIGN_UP: 'closed', SIGN_UP_DOMAINS: 'corp.example' },
      'SIGN_UP: SIGN_UP_DOMAINS is only read with SIGN_UP=domains (SIGN_UP is closed)',
    ],
    [
      { SIGN_UP: 'domains', SIGN_UP_DOMAINS: '*.corp.example' },
      'SIGN_UP: SIGN_UP_DOMAINS: "*.corp.example" is not a domain name such as corp.example (no scheme, port or *)',
    ],
    [
      { SIGN_UP: 'domains', SIGN_UP_DOMAINS: 'https://corp.example' },
      'SIGN_UP: SIGN_UP_DOMAINS: "https://corp.example" is not a domain name such as corp.example (no scheme, port or *)',
    ],
    [
      { SIGN_UP: 'domains', SIGN_UP_DOMAINS: 'localhost' },
      'SIGN_UP: SIGN_UP_DOMAINS: "localhost" is not a domain name such as corp.example (no scheme, port or *)',
    ],
  ])('stops start-up with one line for %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });
});
