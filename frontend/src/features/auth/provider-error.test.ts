import { describe, expect, it } from 'vitest';
import { providerErrorMessage } from './provider-error';

describe('providerErrorMessage', () => {
  it('explains the errors a provider sign-in commonly ends with', () => {
    expect(providerErrorMessage('account_not_linked', 'account not linked')).toMatch(/already exists here/);
    expect(providerErrorMessage('access_denied')).toBe('Sign-in was cancelled at the provider.');
  });

  it("falls back to the service's description, then to the error's name", () => {
    expect(providerErrorMessage('id_token_expired', 'Token expired: the ID token is past its expiry time')).toBe(
      'Token expired: the ID token is past its expiry time',
    );
    expect(providerErrorMessage('something_new')).toBe('Sign-in through the provider failed (something_new).');
  });
});
