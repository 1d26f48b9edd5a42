import type { SignUpSetting } from './api/social-sign-in';

/** SIGN_UP in a sentence, for the sign-up page and the administrators' overview. */
export function describeSignUpPolicy({ policy, domains }: SignUpSetting): string {
  if (policy === 'closed')
    return 'Sign-up is closed: administrators create accounts, and only an address invited to an organization can create its own.';
  if (policy === 'domains')
    return `Sign-up is open only to addresses at ${domains.join(', ')} (and to addresses invited to an organization).`;
  return 'Sign-up is open: anyone can create an account.';
}
