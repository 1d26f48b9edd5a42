import { Writable } from 'node:stream';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';
import { emailedCode, enrolTwoFactor } from '../../support/two-factor';

/** Every line the app logs, kept as written. */
class LogCapture extends Writable {
  text = '';

  _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

describe('e-mailed second-factor codes and the logs, at trace', () => {
  const logs = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ logs, config: { logLevel: 'trace' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('sends, refuses and accepts a code without writing it to any log line', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    t.clock.advanceSeconds(30);
    const pending = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const code = await emailedCode(t.http, t.mail, user.email, cookiesFrom(pending));
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    const verify = (sent: string) =>
      request(t.http).post('/api/auth/two-factor/verify-otp').set('Cookie', cookiesFrom(pending)).send({ code: sent });
    await verify(wrong).expect(401);
    await verify(code).expect(200);

    expect(logs.text).toContain('two-factor/send-otp');
    // Digits of timestamps and durations may hold the code's digits inside longer numbers; alone, they are the code.
    expect(logs.text).not.toMatch(new RegExp(`(?<![0-9])(${code}|${wrong})(?![0-9])`));
  });
});
