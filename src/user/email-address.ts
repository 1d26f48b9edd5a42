import { isEmail } from 'class-validator';

const MAX_EMAIL_LENGTH = 254;

/** Addresses are compared and stored lowercased. */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && isEmail(email);
}
