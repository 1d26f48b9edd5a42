import { isEmailInDomain } from './sso-email-domain';

describe('isEmailInDomain', () => {
  it.each([
    ['ada@example.com', 'example.com', true],
    ['ada@EXAMPLE.com', 'example.com', true],
    ['ada@eng.example.com', 'example.com', true],
    ['ada@example.org', 'example.com,example.org', true],
    ['ada@example.com', 'https://example.com', true],
    ['ada@notexample.com', 'example.com', false],
    ['ada@example.com.evil.test', 'example.com', false],
    ['ada@gmail.com', 'example.com', false],
    ['example.com', 'example.com', false],
    ['ada@', 'example.com', false],
    ['ada@example.com', '', false],
  ])('says whether %s is inside %s (%s)', (email, domains, expected) => {
    expect(isEmailInDomain(email, domains)).toBe(expected);
  });
});
