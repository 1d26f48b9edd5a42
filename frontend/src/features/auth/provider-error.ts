/** What to tell someone the service sent back to the sign-in page after a provider sign-in failed. */
const MESSAGES: Record<string, string> = {
  account_not_linked:
    'An account with this e-mail already exists here, and its address is not verified. Sign in with your password and verify your e-mail first.',
  access_denied: 'Sign-in was cancelled at the provider.',
  please_restart_the_process: 'The sign-in took too long or was already used. Please start again.',
  state_mismatch: 'The sign-in was started in another browser or tab. Please start again.',
  email_not_found: 'The provider did not share an e-mail address, which this service needs.',
  invalid_code: 'The provider did not confirm the sign-in. Please start again.',
};

export function providerErrorMessage(error: string, description?: string): string {
  // SIGN_UP refused a new account; outside the listed domains the service's description names them.
  if (error === 'signup_disabled')
    return `${description ?? 'Sign-up is closed'}, and no account exists here for the address the provider gave. Ask an administrator for an account.`;
  return MESSAGES[error] ?? description ?? `Sign-in through the provider failed (${error}).`;
}
