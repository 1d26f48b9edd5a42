import { TEST_PASSWORD_HASH_VARIABLE, testPasswordHashRefusal, usesTestPasswordHash } from './test-password-hash';

describe("the tests' cheap password hash", () => {
  it('is used when the test setup sets its variable to 1, outside production', () => {
    expect(usesTestPasswordHash({ [TEST_PASSWORD_HASH_VARIABLE]: '1' })).toBe(true);
    expect(usesTestPasswordHash({ [TEST_PASSWORD_HASH_VARIABLE]: '1', NODE_ENV: 'test' })).toBe(true);
  });

  it('is not used without the variable, with another value, or in production', () => {
    expect(usesTestPasswordHash({})).toBe(false);
    expect(usesTestPasswordHash({ [TEST_PASSWORD_HASH_VARIABLE]: 'true' })).toBe(false);
    expect(usesTestPasswordHash({ [TEST_PASSWORD_HASH_VARIABLE]: '1', NODE_ENV: 'production' })).toBe(false);
  });

  it('stops a production start whatever the value, naming the variable', () => {
    for (const value of ['1', '0', '']) {
      expect(testPasswordHashRefusal({ [TEST_PASSWORD_HASH_VARIABLE]: value, NODE_ENV: 'production' })).toContain(
        `Remove ${TEST_PASSWORD_HASH_VARIABLE}`,
      );
    }
  });

  it('lets any other start go on', () => {
    expect(testPasswordHashRefusal({ NODE_ENV: 'production' })).toBeUndefined();
    expect(testPasswordHashRefusal({ [TEST_PASSWORD_HASH_VARIABLE]: '1' })).toBeUndefined();
    expect(testPasswordHashRefusal({ [TEST_PASSWORD_HASH_VARIABLE]: '1', NODE_ENV: 'development' })).toBeUndefined();
  });
});
