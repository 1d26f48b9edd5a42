import { ValidateBy, ValidationOptions, isEmail } from 'class-validator';

const MAX_EMAIL_LENGTH = 254;

/**
 * Characters no address may hold: controls (C0 and C1), format characters (zero-width spaces and
 * joiners, bidirectional controls, the byte-order mark, the soft hyphen), surrogates left alone,
 * private-use and unassigned code points, spaces of any kind, and U+FFFD, which stands in for text
 * that was not Unicode (a lone surrogate reads as it). Each would let an address look like another
 * one (`ada\u200B@example.com` reads as `ada@example.com`) or could not be written to as sent.
 */
const HIDDEN_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Z}\uFFFD]/u;

/** Addresses are compared and stored lowercased. */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** Checked for hidden characters first: the syntax check throws on a lone surrogate. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !HIDDEN_OR_CONTROL.test(email) && isEmail(email);
}

/** A field holding an e-mail address, for endpoints whose schema refuses a bad one with VALIDATION_ERROR. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be an email`,
      },
    },
    options,
  );
}
