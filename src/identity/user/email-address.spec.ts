import { isValidEmail, normalizeEmail } from './email-address';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'Ada.Lovelace+tag@example.co.uk', 'ｄｏｒａ@example.com', 'josé@example.com'])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['a zero-width space before the @', 'ada\u200b@example.com'],
    ['a zero-width joiner', 'a\u200dda@example.com'],
    ['a word joiner', 'ada\u2060@example.com'],
    ['a byte-order mark', '\ufeffada@example.com'],
    ['a soft hyphen', 'a\u00adda@example.com'],
    ['a right-to-left override', 'ada\u202e@example.com'],
    ['a left-to-right isolate', 'ada\u2066@example.com'],
    ['an Arabic letter mark', 'ada\u061c@example.com'],
    ['a C0 control', 'ada\u0001@example.com'],
    ['a C1 control', 'ada\u0085@example.com'],
    ['a lone high surrogate', 'ada\ud800@example.com'],
    ['a lone low surrogate in the domain', 'ada@exam\udc00ple.com'],
    ['a reversed surrogate pair', 'ada\udc00\ud800@example.com'],
    ['the replacement character', 'ada\ufffd@example.com'],
    ['an ideographic space', 'ada\u3000@example.com'],
    ['a private-use character', 'ada\ue000@example.com'],
    ['no @', 'ada.example.com'],
    ['more than 254 characters', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`],
  ])('refuses an address with %s, without throwing', (_what, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('lowercases', () => {
    expect(normalizeEmail('Ada@Example.COM')).toBe('ada@example.com');
  });
});
