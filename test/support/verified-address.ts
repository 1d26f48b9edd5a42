import request from 'supertest';
import { TestApp } from './create-test-app';
import { SmtpSink } from './smtp-sink';

/** Verifies the user's address as they would: asks for the link and opens it. */
export async function verifyAddress(t: TestApp, email: string): Promise<void> {
  await request(t.http).post('/api/auth/send-verification-email').send({ email }).expect(200, { status: true });
  const link = new URL(
    SmtpSink.linkIn(
      await t.mail.waitFor(email, (mail) => mail.subject === 'Verify your e-mail address'),
      '/verify-email',
    ),
  );
  const response = await request(t.http).get(`${link.pathname}${link.search}`);
  if (response.status !== 200 && response.status !== 302) throw new Error(`verify-email answered ${response.status}`);
}
