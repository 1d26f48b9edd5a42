import { configProblems } from '../../../test/support/config-problems';
import { loadConfig } from './load-config';

const BASE = { NODE_ENV: 'test', BASE_URL: 'https://auth.corp.example' };

function problemsOf(env: Record<string, string>): string[] {
  return configProblems({ env: { ...BASE, ...env } });
}

describe('the jwt and COOKIE_DOMAIN settings', () => {
  it('defaults to Better Auth’s jwt plugin: EdDSA, 15 minutes, the base URL as issuer and audience, the whole user', () => {
    expect(loadConfig({ env: BASE }).jwt).toEqual({
      algorithm: 'EdDSA',
      expiresInSeconds: 900,
      issuer: 'https://auth.corp.example',
      audience: 'https://auth.corp.example',
      claims: null,
      rotationIntervalSeconds: null,
      disableSettingJwtHeader: false,
    });
  });

  it('reads the environment variables', () => {
    const config = loadConfig({
      env: {
        ...BASE,
        JWT_ALGORITHM: 'RS256',
        JWT_EXPIRES_IN: '1h',
        JWT_ISSUER: 'x',
        JWT_AUDIENCE: 'y',
        JWT_CLAIMS: 'email, role',
        JWKS_ROTATION_INTERVAL: '30d',
        JWT_DISABLE_SESSION_HEADER: 'true',
      },
    });

    expect(config.jwt).toEqual({
      algorithm: 'RS256',
      expiresInSeconds: 3600,
      issuer: 'x',
      audience: 'y',
      claims: ['email', 'role'],
      rotationIntervalSeconds: 2_592_000,
      disableSettingJwtHeader: true,
    });
  });

  it.each([
    [{ JWT_ALGORITHM: 'HS256' }, 'jwt: JWT_ALGORITHM must be one of EdDSA, ES256, RS256'],
    [{ JWT_EXPIRES_IN: 'soon' }, 'jwt: JWT_EXPIRES_IN must be a duration such as "15m" or a number of seconds'],
    [{ JWT_EXPIRES_IN: '2d' }, 'jwt: JWT_EXPIRES_IN must be from 1s to 1d'],
    [{ JWKS_ROTATION_INTERVAL: '5m' }, 'jwt: JWKS_ROTATION_INTERVAL must be at least 1h'],
    [
      { COOKIE_DOMAIN: 'https://corp.example' },
      'COOKIE_DOMAIN: must be a domain name such as corp.example, without scheme or port',
    ],
    [
      { COOKIE_DOMAIN: 'example' },
      'COOKIE_DOMAIN: must be a domain you control with at least two labels, such as corp.example',
    ],
    [
      { COOKIE_DOMAIN: 'other.example' },
      'COOKIE_DOMAIN: must be the host of BASE_URL (auth.corp.example) or a parent domain of it',
    ],
  ])('refuses %j with one line naming it', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('takes a parent domain of the base URL’s host, without a leading dot', () => {
    expect(loadConfig({ env: { ...BASE, COOKIE_DOMAIN: '.Corp.Example' } }).cookieDomain).toBe('corp.example');
  });
});
