import type { ServerResponse } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';

// Values are percent-encoded whole, as Better Auth writes them, so `+`, `/` and `=` survive.
const ENCODING = { encode: encodeURIComponent };

export interface CookieOptions {
  /** Seconds; omitted for a cookie that ends with the browser session. */
  maxAge?: number;
  secure: boolean;
  /** A parent domain the cookie is shared with (its subdomains send it too); omitted: this host only. */
  domain?: string;
}

/** Request cookies by name; a malformed header yields no cookies rather than an error. */
export function readCookies(header: string | undefined): Record<string, string> {
  if (!header) return {};
  try {
    const parsed = parseCookie(header);
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  } catch {
    return {};
  }
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie(
    {
      name,
      value,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: options.secure,
      maxAge: options.maxAge,
      domain: options.domain,
    },
    ENCODING,
  );
}

export function serializeExpiredCookie(name: string, secure: boolean, domain?: string): string {
  return stringifySetCookie(
    { name, value: '', httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0, domain },
    ENCODING,
  );
}

/** Adds Set-Cookie lines to those the response already carries. */
export function appendSetCookie(res: ServerResponse, cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...previous, ...cookies]);
}
