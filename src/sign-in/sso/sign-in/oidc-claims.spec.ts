import { identityFromClaims } from './oidc-claims';
import { SsoCallbackFailure } from './sso-callback-failure';

describe('identityFromClaims', () => {
  it('reads the standard claims', () => {
    expect(
      identityFromClaims({ sub: 's-1', email: 'ada@acme.test', email_verified: true, name: 'Ada', picture: 'p' }),
    ).toEqual({ subject: 's-1', email: 'ada@acme.test', emailVerified: true, name: 'Ada', image: 'p' });
  });

  it('reads the claims the mapping names', () => {
    const claims = { sub: 's-2', mail: 'bob@acme.test', verified: 'true', displayName: 'Bob', avatar: 'a' };
    expect(
      identityFromClaims(claims, { email: 'mail', emailVerified: 'verified', name: 'displayName', image: 'avatar' }),
    ).toEqual({ subject: 's-2', email: 'bob@acme.test', emailVerified: true, name: 'Bob', image: 'a' });
  });

  it.each([false, 'false', 1, 'yes', undefined])('counts email_verified %p as unverified', (value) => {
    expect(identityFromClaims({ sub: 's', email: 'e@acme.test', email_verified: value }).emailVerified).toBe(false);
  });

  it.each([{ email: 'e@acme.test' }, { sub: 's' }, { sub: '', email: 'e@acme.test' }])(
    'refuses claims without a subject or an address (%o)',
    (claims) => {
      expect(() => identityFromClaims(claims)).toThrow(new SsoCallbackFailure('invalid_provider', 'missing_user_info'));
    },
  );
});
