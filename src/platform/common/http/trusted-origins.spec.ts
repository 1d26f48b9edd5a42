import { isSafeRedirectTarget, isTrustedOrigin } from './trusted-origins';

const TRUSTED = ['http://localhost:3000', 'https://*.corp.example'];

describe('isTrustedOrigin', () => {
  it('accepts an exact origin and a wildcard host', () => {
    expect(isTrustedOrigin('http://localhost:3000', TRUSTED)).toBe(true);
    expect(isTrustedOrigin('https://intranet.corp.example', TRUSTED)).toBe(true);
    expect(isTrustedOrigin('https://a.b.corp.example', TRUSTED)).toBe(true);
  });

  it('refuses another port, scheme or a look-alike host', () => {
    expect(isTrustedOrigin('http://localhost:3001', TRUSTED)).toBe(false);
    expect(isTrustedOrigin('http://intranet.corp.example', TRUSTED)).toBe(false);
    expect(isTrustedOrigin('https://corp.example.evil.test', TRUSTED)).toBe(false);
    expect(isTrustedOrigin('null', TRUSTED)).toBe(false);
  });
});

describe('isSafeRedirectTarget', () => {
  it.each([
    '/',
    '/dashboard',
    '/reset?step=2',
    '/a/b-c_d.e@f',
    'http://localhost:3000/x',
    'https://app.corp.example/done',
  ])('accepts %s', (target) => expect(isSafeRedirectTarget(target, TRUSTED)).toBe(true));

  it.each([
    '//evil.test',
    '/\\evil.test',
    '/%2fevil.test',
    '/%5Cevil.test',
    ' /dashboard',
    'javascript:alert(1)',
    'evil.test/path',
    'https://evil.test',
    'http://localhost:3000\\@evil.test',
  ])('refuses %s', (target) => expect(isSafeRedirectTarget(target, TRUSTED)).toBe(false));
});
