import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { passkey } from '@better-auth/passkey';
import { BASE_ERROR_CODES } from 'better-auth';
import { apiKey, organization, twoFactor } from 'better-auth/plugins';
import {
  API_KEY_ERROR_CODES as API_KEY_ERROR_CODES_17,
  TWO_FACTOR_ERROR_CODES as TWO_FACTOR_ERROR_CODES_17,
  PASSKEY_ERROR_CODES as PASSKEY_ERROR_CODES_17,
  organization as organization17,
} from '../../../../test/better-auth-1.7/index';
import { ACCOUNT_LOCKOUT_ERRORS } from '../../../identity/account-lockout/account-lockout.errors';
import { ADMIN_ERRORS } from '../../../identity/access/admin.errors';
import { API_KEY_ERRORS } from '../../../manage/api-key/api-key.errors';
import { AUTH_ERRORS } from '../../../sign-in/auth/auth.errors';
import { HEALTH_ERRORS } from './health.errors';
import { JWT_ERRORS } from '../../../manage/jwt/jwt.errors';
import { MAIL_ERRORS } from '../../mail/mail.errors';
import { ORGANIZATION_ERRORS } from '../../../manage/organization/organization.errors';
import { PASSKEY_ERRORS } from '../../../sign-in/passkey/passkey.errors';
import { SCIM_CATALOG_ERRORS } from '../../../manage/scim/catalog/scim-catalog.errors';
import { SECOND_FACTOR_POLICY_ERRORS } from '../../../sign-in/second-factor-policy/second-factor-policy.errors';
import { SESSION_ERRORS } from '../../../identity/session/session.errors';
import { SOCIAL_ERRORS } from '../../../sign-in/social/social.errors';
import { SSO_PROVIDER_ERRORS } from '../../../sign-in/sso/providers/sso-providers.errors';
import { TWO_FACTOR_ERRORS } from '../../../sign-in/two-factor/two-factor.errors';
import { USER_ERRORS } from '../../../identity/user/user.errors';
import { BASE_ERRORS } from './base.errors';
import { ErrorEntry } from './define-errors';

/** Every catalogue in the service; a new `*.errors.ts` is added here (a test below insists). */
const CATALOGUES: Record<string, Record<string, ErrorEntry>> = {
  BASE_ERRORS,
  ACCOUNT_LOCKOUT_ERRORS,
  ADMIN_ERRORS,
  API_KEY_ERRORS,
  AUTH_ERRORS,
  HEALTH_ERRORS,
  JWT_ERRORS,
  MAIL_ERRORS,
  ORGANIZATION_ERRORS,
  PASSKEY_ERRORS,
  SCIM_CATALOG_ERRORS,
  SECOND_FACTOR_POLICY_ERRORS,
  SESSION_ERRORS,
  SOCIAL_ERRORS,
  SSO_PROVIDER_ERRORS,
  TWO_FACTOR_ERRORS,
  USER_ERRORS,
};

// Where the service's specification fixes another message for a code Better Auth also uses.
const SPEC_MESSAGES: Record<string, string> = {
  VALIDATION_ERROR: 'Invalid body parameters',
};

const SRC = join(__dirname, '..', '..', '..');

/** The messages of a 1.7 error table, whose entries carry their code beside the message. */
function messagesOf17(table: Record<string, { message: string }>): string[] {
  return Object.values(table).map((entry) => entry.message);
}

const entries = Object.entries(CATALOGUES).flatMap(([catalogue, table]) =>
  Object.entries(table).map(([key, entry]) => ({ catalogue, key, entry })),
);

/** Better Auth's wire code for a message: upper case, spaces to underscores, the rest dropped. */
function betterAuthCode(message: string): string {
  return message
    .toUpperCase()
    .replace(/ /g, '_')
    .replace(/[^A-Z0-9_]/g, '');
}

describe('the error catalogue', () => {
  it('includes every *_ERRORS catalogue exported from src/**/*.errors.ts', async () => {
    const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.errors.ts'));
    const exported: string[] = [];
    for (const file of files) {
      const module = (await import(join(SRC, file))) as Record<string, unknown>;
      exported.push(...Object.keys(module).filter((name) => name.endsWith('_ERRORS')));
    }

    expect(files).toContain(join('platform', 'common', 'errors', 'base.errors.ts'));
    expect(exported.sort()).toEqual(Object.keys(CATALOGUES).sort());
  });

  it.each(entries.map(({ catalogue, key, entry }) => [`${catalogue}.${key}`, key, entry] as const))(
    '%s is keyed by its UPPER_SNAKE code and carries a 4xx or 5xx status and a message',
    (_name, key, entry) => {
      expect(entry.code).toBe(key);
      // Better Auth derives codes from messages, where " - " between words leaves a double underscore.
      expect(entry.code).toMatch(/^[A-Z][A-Z0-9]*(?:__?[A-Z0-9]+)*$/);
      expect(Number.isInteger(entry.status)).toBe(true);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThanOrEqual(599);
      expect(entry.message.trim()).not.toBe('');
      expect(Object.isFrozen(entry)).toBe(true);
    },
  );

  it('gives each code one message everywhere it is defined', () => {
    const messagesByCode = new Map<string, Set<string>>();
    for (const { entry } of entries) {
      messagesByCode.set(entry.code, (messagesByCode.get(entry.code) ?? new Set()).add(entry.message));
    }
    const conflicting = [...messagesByCode]
      .filter(([, messages]) => messages.size > 1)
      .map(([code, messages]) => `${code}: ${[...messages].join(' | ')}`);

    expect(conflicting).toEqual([]);
  });

  it('uses Better Auth’s message for every code Better Auth answers, unless the specification fixes another', () => {
    const betterAuthMessages = new Map(
      Object.values(BASE_ERROR_CODES).map((message) => [betterAuthCode(message), message]),
    );
    const differing = entries
      .filter(({ entry }) => betterAuthMessages.has(entry.code))
      .filter(({ entry }) => entry.message !== (SPEC_MESSAGES[entry.code] ?? betterAuthMessages.get(entry.code)))
      .map(({ catalogue, entry }) => `${catalogue}.${entry.code}: ${entry.message}`);

    expect(differing).toEqual([]);
  });

  it('uses Better Auth’s api-key messages (1.4 or 1.7) for every API-key entry it has', () => {
    const betterAuthMessages = new Set<string>([
      ...Object.values(apiKey().$ERROR_CODES),
      ...messagesOf17(API_KEY_ERROR_CODES_17),
    ]);
    // Better Auth checks the prefix format with its schema; the spec gives the message an entry of its own.
    const ownEntries = new Set(['INVALID_PREFIX_FORMAT']);
    const differing = Object.values(API_KEY_ERRORS)
      .filter((entry) => !ownEntries.has(entry.code) && !betterAuthMessages.has(entry.message))
      .map((entry) => `${entry.code}: ${entry.message}`);

    expect(differing).toEqual([]);
  });

  it('keys every organization entry by Better Auth’s wire code for its message, and uses its messages (1.4 or 1.7)', () => {
    // Messages Better Auth's organization routes write inline rather than from their error table.
    const inlineMessages = new Set([
      'slug is taken',
      'Organization ID is required',
      'User email cannot be passed for client side API calls.',
      'Missing session headers, or email query parameter.',
    ]);
    const betterAuthMessages = new Set<string>([
      ...Object.values(organization().$ERROR_CODES),
      ...messagesOf17(organization17().$ERROR_CODES),
    ]);
    const unknown = Object.values(ORGANIZATION_ERRORS)
      .filter((entry) => !betterAuthMessages.has(entry.message) && !inlineMessages.has(entry.message))
      .map((entry) => `${entry.code}: ${entry.message}`);
    // 1.4 derives the wire code from the message; 1.7 answers its table's own key.
    const codes17 = new Map(
      Object.entries(organization17().$ERROR_CODES).map(([code, entry]) => [entry.message, code]),
    );
    const misKeyed = Object.values(ORGANIZATION_ERRORS)
      .filter((entry) => entry.code !== betterAuthCode(entry.message) && entry.code !== codes17.get(entry.message))
      .map((entry) => `${entry.code} != ${betterAuthCode(entry.message)}`);

    expect(unknown).toEqual([]);
    expect(misKeyed).toEqual([]);
  });

  it('keys every two-factor entry by 1.4’s code for its message or 1.7’s own key, with that line’s message', () => {
    // Messages Better Auth's two-factor routes take from its base table or write inline.
    const otherMessages = new Set<string>([
      ...Object.values(BASE_ERROR_CODES),
      'Failed to verify backup code. Please try again.',
      'No password credential found',
    ]);
    const messages14 = new Map(
      Object.values(twoFactor().$ERROR_CODES).map((message) => [betterAuthCode(message), message]),
    );
    const messages17 = new Map(Object.entries(TWO_FACTOR_ERROR_CODES_17).map(([code, entry]) => [code, entry.message]));
    const unknown = Object.values(TWO_FACTOR_ERRORS)
      .filter((entry) => !otherMessages.has(entry.message))
      .filter((entry) => messages14.get(entry.code) !== entry.message && messages17.get(entry.code) !== entry.message)
      .map((entry) => `${entry.code}: ${entry.message}`);

    expect(unknown).toEqual([]);
  });

  it('keys every passkey entry by the code both lines of Better Auth’s passkey plugin answer, with their message', () => {
    const messages14 = new Map(
      Object.entries(passkey().$ERROR_CODES).map(([code, message]) => [code, String(message)]),
    );
    const messages17 = new Map(Object.entries(PASSKEY_ERROR_CODES_17).map(([code, entry]) => [code, entry.message]));
    const differing = Object.values(PASSKEY_ERRORS)
      .filter((entry) => messages14.get(entry.code) !== entry.message || messages17.get(entry.code) !== entry.message)
      .map((entry) => `${entry.code}: ${entry.message}`);

    expect(differing).toEqual([]);
  });
});
