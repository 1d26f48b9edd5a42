import { AppConfig } from '../../config/app-config';
import { loadConfig } from '../../config/load-config';
import { originRefusal } from './origin-refusal';

function configFor(isProduction: boolean): AppConfig {
  const config = loadConfig({
    env: {},
    overrides: { baseUrl: 'https://auth.example.com', trustedOrigins: ['https://app.example.com'] },
  });
  return { ...config, isProduction };
}

describe('originRefusal', () => {
  it('keeps INVALID_ORIGIN and its message first, and lists the trusted origins outside production', () => {
    const error = originRefusal('https://evil.example', configFor(false));

    expect(error).toMatchObject({ code: 'INVALID_ORIGIN', status: 403 });
    expect(error.message).toBe(
      'Invalid origin: https://evil.example is not a trusted origin: open the dashboard at BASE_URL ' +
        '(https://auth.example.com) or add https://evil.example to TRUSTED_ORIGINS ' +
        '(trusted: https://auth.example.com, https://app.example.com)',
    );
  });

  it('does not list the trusted origins to callers in production', () => {
    const error = originRefusal('https://evil.example', configFor(true));

    expect(error.message).toBe(
      'Invalid origin: https://evil.example is not a trusted origin: open the dashboard at BASE_URL ' +
        '(https://auth.example.com) or add https://evil.example to TRUSTED_ORIGINS',
    );
  });
});
