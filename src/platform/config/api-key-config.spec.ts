import { configProblems } from '../../../test/support/config-problems';
import { DeepPartial, RawConfig } from './config-sources';
import { loadConfig } from './load-config';

function problemsOf(overrides: DeepPartial<RawConfig>): string[] {
  return configProblems({ overrides });
}

describe('the API-key configurations', () => {
  it('has a default configuration owned by users and an organization one, both with the section rules', () => {
    const { configurations, nameLength } = loadConfig({ env: {} }).apiKey;

    expect(Object.keys(configurations).sort()).toEqual(['default', 'organization']);
    expect(configurations.default).toMatchObject({ configId: 'default', references: 'user', defaultPrefix: null });
    expect(configurations.organization).toMatchObject({ configId: 'organization', references: 'organization' });
    expect(configurations.organization.nameLength).toEqual(nameLength);
  });

  it('lets a configuration carry its own prefix, name and expiry rules over the section', () => {
    const { configurations } = loadConfig({
      env: {},
      overrides: {
        apiKey: {
          configurations: {
            organization: {
              references: 'organization',
              defaultPrefix: 'org_',
              requireName: true,
              keyExpiration: { defaultExpiresIn: '30d', maxExpiresInDays: 90 },
            },
          },
        },
      },
    }).apiKey;

    expect(configurations.organization).toMatchObject({
      defaultPrefix: 'org_',
      requireName: true,
      keyExpiration: { defaultExpiresInSeconds: 2_592_000, minExpiresInDays: 1, maxExpiresInDays: 90 },
    });
    expect(configurations.default.requireName).toBe(false);
  });

  it.each([
    [{ default: { references: 'organization' } }, 'apiKey: configurations needs "default" with references "user"'],
    [
      { 'bad id': { references: 'user' } },
      'apiKey: configurations: "bad id" is not a usable configId (letters, digits, _ and -)',
    ],
    [{ team: { references: 'team' } }, 'apiKey: configurations.team.references must be one of user, organization'],
    [
      { organization: { references: 'organization', defaultPrefix: 'org.' } },
      'apiKey: configurations.organization.defaultPrefix must be 1 to 32 letters, digits, _ or -',
    ],
    [
      { organization: { references: 'organization', keyExpiration: { minExpiresInDays: 0 } } },
      'apiKey: configurations.organization.keyExpiration needs 0 < minExpiresInDays <= maxExpiresInDays <= 36525',
    ],
  ])('refuses %j with one line naming it', (configurations, problem) => {
    expect(problemsOf({ apiKey: { configurations } })).toEqual([problem]);
  });
});
