import { describe, expect, it } from 'vitest';
import { providerErrorMessage } from './provider-error';

describe('providerErrorMessage', () => {
  it('explains the errors a provider sign-in commonly ends with', () => {
    expect(providerErrorMessage('account_not_linked', 'account not linked')).toMatch(/already exists here/);
    expect(providerErrorMessage('access_denied')).toBe('Sign-in was cancelled at the provider.');
  });

  it('says why a new account was refused, naming the domains when the service does', () => {
    expect(providerErrorMessage('signup_disabled')).toBe(
      'Sign-up is closed, and no account exists here for the address the provider gave. Ask an administrator for an account.',
    );
    expect(providerErrorMessage('signup_disabled', 'Sign-up is open only to e-mail addresses at corp.example')).toMatch(
      /^Sign-up is open only to e-mail addresses at corp\.example, and no account exists here/,
    );
  });

  it("falls back to the service's description, then to the error's name", () => {
    expect(providerErrorMessage('id_token_expired', 'Token expired: the ID token is past its expiry time')).toBe(
      'Token expired: the ID token is past its expiry time',
    );
    expect(providerErrorMessage('something_new')).toBe('Sign-in through the provider failed (something_new).');
  });
});
