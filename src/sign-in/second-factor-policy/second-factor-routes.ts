/**
 * What a session refused by REQUIRE_SECOND_FACTOR may still call, by the matched route below the base
 * path. Routing is case-sensitive and strict, so no other spelling of these paths reaches a handler.
 *
 * `always`: reading the own session, signing out, and passing a factor the user holds.
 * `enrolment`: setting up a first factor, only while the user holds none; once they hold one, a session
 * with a password alone must not add another (or read the TOTP secret, or make backup codes), or the
 * password would be enough to get past the second factor.
 */
export const SECOND_FACTOR_ROUTES: ReadonlyMap<string, 'always' | 'enrolment'> = new Map([
  ['/get-session', 'always'],
  ['/sign-out', 'always'],
  ['/two-factor/verify-totp', 'always'],
  ['/two-factor/verify-backup-code', 'always'],
  ['/two-factor/send-otp', 'always'],
  ['/two-factor/verify-otp', 'always'],
  ['/passkey/list-user-passkeys', 'always'],
  ['/passkey/generate-authenticate-options', 'always'],
  ['/passkey/verify-authentication', 'always'],
  ['/two-factor/enable', 'enrolment'],
  ['/two-factor/get-totp-uri', 'enrolment'],
  ['/two-factor/generate-backup-codes', 'enrolment'],
  ['/passkey/generate-register-options', 'enrolment'],
  ['/passkey/verify-registration', 'enrolment'],
]);
