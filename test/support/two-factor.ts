import { createHmac } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { SignedUpUser, cookiesFrom } from './factories';
import { CaughtMail, SmtpSink } from './smtp-sink';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The HMAC key in an otpauth URI's base32 `secret`. */
function totpKeyOf(totpURI: string): Buffer {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret) {
    value = (value << 5) | BASE32_ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit RFC 6238 code (HMAC-SHA1, 30-second steps) of the URI's secret at `atMs`. */
export function totpCode(totpURI: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', totpKeyOf(totpURI)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export interface EnrolledUser extends SignedUpUser {
  totpURI: string;
  backupCodes: string[];
}

/** Enables the second factor and confirms it with a first code; the cookie carries the session replacing the old. */
export async function enrolTwoFactor(http: App, user: SignedUpUser, nowMs: number): Promise<EnrolledUser> {
  const enabled = await request(http)
    .post('/api/auth/two-factor/enable')
    .set('Cookie', user.cookie)
    .send({ password: user.password })
    .expect(200);
  const { totpURI, backupCodes } = enabled.body as { totpURI: string; backupCodes: string[] };
  const verified = await request(http)
    .post('/api/auth/two-factor/verify-totp')
    .set('Cookie', user.cookie)
    .send({ code: totpCode(totpURI, nowMs) })
    .expect(200);
  return { ...user, cookie: cookiesFrom(verified), token: verified.body.token, totpURI, backupCodes };
}

export const TWO_FACTOR_CODE_SUBJECT = 'Your sign-in code';

/** The 6-digit code on a line of its own in the e-mail's text. */
export function codeIn(mail: CaughtMail): string {
  const code = mail.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}

/** Asks send-otp for a code with `cookie` (a session or a pending sign-in) and reads it from the e-mail it sends. */
export async function emailedCode(http: App, sink: SmtpSink, email: string, cookie: string): Promise<string> {
  const earlier = new Set(sink.messages);
  await request(http)
    .post('/api/auth/two-factor/send-otp')
    .set('Cookie', cookie)
    .send({})
    .expect(200, { status: true });
  return codeIn(await sink.waitFor(email, (mail) => !earlier.has(mail) && mail.subject === TWO_FACTOR_CODE_SUBJECT));
}
