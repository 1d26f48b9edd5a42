import { createHmac } from 'node:crypto';
import { Clock } from '../../platform/common/time/clock';
import { loadConfig } from '../../platform/config/load-config';
import { secretKeyringOf } from '../../platform/runtime/crypto/secret-keyring.module';
import { CookieCache } from './cookie-cache';
import { ActiveSession } from './session.types';

const SECRET = 'cookie-cache-secret-0123456789-abcdefghij';
const NOW_MS = Date.parse('2030-01-02T03:04:05.000Z');

class FixedClock extends Clock {
  constructor(private currentMs: number) {
    super();
  }

  now(): Date {
    return new Date(this.currentMs);
  }

  advanceSeconds(seconds: number): void {
    this.currentMs += seconds * 1000;
  }
}

function makeCache(clock: Clock, secret = SECRET): CookieCache {
  const config = loadConfig({
    env: {},
    overrides: { secret, session: { cookieCache: { enabled: true, maxAge: '5m' } } },
  });
  return new CookieCache(config, secretKeyringOf(config), clock);
}

function activeSession(name = 'Ada Lovelace'): ActiveSession {
  return {
    session: {
      id: 'sessionid0123456789abcdefghijklm',
      token: 'tokentokentokentokentokentoken12',
      userId: 'userid0123456789abcdefghijklmnop',
      expiresAt: new Date(NOW_MS + 604_800_000),
      createdAt: new Date(NOW_MS - 60_000),
      updatedAt: new Date(NOW_MS - 60_000),
      ipAddress: '127.0.0.1',
      userAgent: 'jest',
      impersonatedBy: null,
      activeOrganizationId: 'orgid0123456789abcdefghijklmnopq',
      activeTeamId: null,
      secondFactorAt: null,
    },
    user: {
      id: 'userid0123456789abcdefghijklmnop',
      name,
      email: 'ada@example.com',
      emailVerified: true,
      role: 'user',
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
      additionalFields: {},
      image: null,
      createdAt: new Date(NOW_MS - 86_400_000),
      updatedAt: new Date(NOW_MS - 86_400_000),
    },
  };
}

interface OpenedPayload {
  session: { session: Record<string, unknown>; user: Record<string, unknown>; updatedAt: number; version: string };
  expiresAt: number;
  signature: string;
}

/** Decodes a cookie value into its JSON payload. */
function open(value: string): OpenedPayload {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/** Re-encodes a payload as a cookie value without signing it again. */
function seal(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/**
 * A `session_data` value built the way Better Auth 1.4 (admin and organization plugins) builds it, field order and all.
 */
function betterAuthCookie(active: ActiveSession, nowMs: number, secret: string): string {
  const { session, user } = active;
  const sessionData = {
    session: {
      expiresAt: session.expiresAt.toISOString(),
      token: session.token,
      createdAt: session.createdAt.toISOString(),
      updatedAt: session.updatedAt.toISOString(),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      userId: session.userId,
      impersonatedBy: session.impersonatedBy,
      activeOrganizationId: session.activeOrganizationId,
      activeTeamId: session.activeTeamId,
      id: session.id,
    },
    user: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      id: user.id,
    },
    updatedAt: nowMs,
    version: '1',
  };
  const expiresAt = nowMs + 300_000;
  const signature = createHmac('sha256', secret)
    .update(JSON.stringify({ ...sessionData, expiresAt }))
    .digest('base64url');
  return seal({ session: sessionData, expiresAt, signature });
}

describe('CookieCache', () => {
  it('decodes what it encodes back into the same session and user', () => {
    const cache = makeCache(new FixedClock(NOW_MS));
    const active = activeSession();

    const value = cache.encode(active);

    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cache.decode(value!)).toEqual(active);
  });

  it('writes Better Auth’s compact payload: the session data, an expiry 300 s ahead and an HMAC over both', () => {
    const value = makeCache(new FixedClock(NOW_MS)).encode(activeSession())!;

    const payload = open(value);

    expect(Object.keys(payload)).toEqual(['session', 'expiresAt', 'signature']);
    expect(Object.keys(payload.session)).toEqual(['session', 'user', 'updatedAt', 'version']);
    expect(payload.session.updatedAt).toBe(NOW_MS);
    expect(payload.session.version).toBe('1');
    expect(payload.expiresAt).toBe(NOW_MS + 300_000);
    const expected = createHmac('sha256', SECRET)
      .update(JSON.stringify({ ...payload.session, expiresAt: payload.expiresAt }))
      .digest('base64url');
    expect(payload.signature).toBe(expected);
  });

  it('reads a cookie made by Better Auth', () => {
    const active = activeSession();

    expect(makeCache(new FixedClock(NOW_MS)).decode(betterAuthCookie(active, NOW_MS, SECRET))).toEqual(active);
  });

  it('keeps the time the session passed a second factor', () => {
    const cache = makeCache(new FixedClock(NOW_MS));
    const active = activeSession();
    const marked = { ...active, session: { ...active.session, secondFactorAt: new Date(NOW_MS - 30_000) } };

    expect(cache.decode(cache.encode(marked)!)).toEqual(marked);
  });

  it('refuses a payload whose user was edited after signing', () => {
    const cache = makeCache(new FixedClock(NOW_MS));
    const payload = open(cache.encode(activeSession())!);
    payload.session.user.email = 'mallory@example.com';

    expect(cache.decode(seal(payload))).toBeNull();
  });

  it('refuses a payload whose expiry was pushed back after signing', () => {
    const cache = makeCache(new FixedClock(NOW_MS));
    const payload = open(cache.encode(activeSession())!);
    payload.expiresAt += 3_600_000;

    expect(cache.decode(seal(payload))).toBeNull();
  });

  it('refuses a cookie signed with another secret', () => {
    const clock = new FixedClock(NOW_MS);
    const value = makeCache(clock, `${SECRET}-other`).encode(activeSession())!;

    expect(makeCache(clock).decode(value)).toBeNull();
  });

  it.each([
    '',
    'not base64 at all!',
    seal('a string'),
    seal({ session: {} }),
    seal({ session: {}, expiresAt: 'soon', signature: 'x' }),
  ])('refuses the malformed value %j', (value) => {
    expect(makeCache(new FixedClock(NOW_MS)).decode(value)).toBeNull();
  });

  it('serves the cache for its 300 s and refuses it afterwards', () => {
    const clock = new FixedClock(NOW_MS);
    const cache = makeCache(clock);
    const value = cache.encode(activeSession())!;

    clock.advanceSeconds(299);
    expect(cache.decode(value)).not.toBeNull();

    clock.advanceSeconds(2);
    expect(cache.decode(value)).toBeNull();
  });

  it('refuses a cache whose session itself has expired', () => {
    const active = activeSession();
    active.session.expiresAt = new Date(NOW_MS + 60_000);
    const clock = new FixedClock(NOW_MS);
    const cache = makeCache(clock);
    const value = cache.encode(active)!;

    clock.advanceSeconds(61);

    expect(cache.decode(value)).toBeNull();
  });

  it('declines to encode a session too large for one cookie', () => {
    const cache = makeCache(new FixedClock(NOW_MS));

    expect(cache.encode(activeSession('x'.repeat(5000)))).toBeNull();
    expect(cache.encode(activeSession('x'.repeat(2000)))).not.toBeNull();
  });
});
