import request from 'supertest';
import type { App } from 'supertest/types';
import { TestApp } from './create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from './factories';
import { createOrganization } from './organizations';
import { CaughtMail } from './smtp-sink';

export const EMAIL_DELIVERIES = '/api/auth/admin/email-deliveries';
export const RESEND_EMAIL = '/api/auth/admin/resend-email';

/** An e-mail a flow should send: to whom, with which subject. */
export interface ExpectedMail {
  to: string;
  subject: string;
}

/** Resolves once `check` answers true, asking every 100 ms; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The undelivered e-mails with a failed attempt, as an administrator lists them. */
export async function failingDeliveries(
  http: App,
  adminCookie: string,
  query: Record<string, string | number> = {},
): Promise<Array<Record<string, any>>> {
  const response = await request(http)
    .get(EMAIL_DELIVERIES)
    .query({ limit: 500, ...query })
    .set('Cookie', adminCookie)
    .expect(200);
  return response.body.deliveries;
}

/** How many caught mails went to each address with each subject, keyed `to|subject`. */
export function countsOf(mails: CaughtMail[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const mail of mails) counts[`${mail.to}|${mail.subject}`] = (counts[`${mail.to}|${mail.subject}`] ?? 0) + 1;
  return counts;
}

export function onceEach(expected: ExpectedMail[]): Record<string, number> {
  return Object.fromEntries(expected.map((mail) => [`${mail.to.toLowerCase()}|${mail.subject}`, 1]));
}

/**
 * Runs every flow that e-mails, each answering 200 at once: verification, password reset, e-mail
 * change, account deletion (the app needs `user.deleteUser.sendVerification`) and invitation.
 */
export async function requestEveryEmail(t: TestApp): Promise<ExpectedMail[]> {
  const user: SignedUpUser = await signUp(t.http);
  const post = (path: string, body: Record<string, unknown>, cookie?: string) => {
    const call = request(t.http).post(`/api/auth/${path}`).send(body);
    return (cookie ? call.set('Cookie', cookie) : call).expect(200);
  };
  const newEmail = uniqueEmail('moved');
  const invitee = uniqueEmail('invitee');
  const organization = await createOrganization(t.http, user.cookie, { name: 'Outage Inc' });
  await post('send-verification-email', { email: user.email });
  await post('request-password-reset', { email: user.email, redirectTo: '/reset' });
  await post('change-email', { newEmail }, user.cookie);
  await post('delete-user', {}, user.cookie);
  await post(
    'organization/invite-member',
    { email: invitee, role: 'member', organizationId: organization.id },
    user.cookie,
  );
  return [
    { to: user.email, subject: 'Verify your e-mail address' },
    { to: user.email, subject: 'Reset your password' },
    { to: newEmail, subject: 'Verify your e-mail address' },
    { to: user.email, subject: 'Confirm the deletion of your account' },
    { to: invitee, subject: 'You are invited to join Outage Inc' },
  ];
}

/** The value of one series in Prometheus text, or undefined when it is absent. */
export async function metric(http: App, series: string): Promise<number | undefined> {
  const text = (await request(http).get('/metrics').expect(200)).text;
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
