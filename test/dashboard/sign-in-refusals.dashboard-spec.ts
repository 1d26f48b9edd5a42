import { Browser } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { launchChromium } from '../support/chromium';
import { TestApp, createTestApp } from '../support/create-test-app';
import { openPage, requireBuiltDashboard, screenshot, submitSignIn } from '../support/dashboard-page';
import { uniqueEmail } from '../support/factories';

jest.setTimeout(60_000);

/** The service's refusals, shown with its own message and, where the code calls for it, a way forward. */
describe('refused sign-ins in the dashboard, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltDashboard();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('when the service requires verified addresses', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ listen: true, config: { emailAndPassword: { requireEmailVerification: true } } });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('offers to send the verification e-mail again when the address is not verified', async () => {
      const email = uniqueEmail('unverified');
      await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'Una Verified', email, password: 'correct horse battery' })
        .expect(200);
      const page = await openPage(browser, `${t.baseUrl}/sign-in`);

      await submitSignIn(page, email);

      await expect(page.getByRole('alert').textContent()).resolves.toBe('Email not verified');
      await screenshot(page, 'sign-in-unverified');
      const sentBefore = t.mail.messages.filter((mail) => mail.to === email).length;
      await page.getByRole('button', { name: 'Send the verification e-mail again' }).click();
      await page.getByText('Verification e-mail sent.').waitFor();
      await t.mail.waitFor(email, () => t.mail.messages.filter((mail) => mail.to === email).length > sentBefore);
    });
  });

  describe('for a banned user', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('says the user is banned, without the resend offer', async () => {
      const admin = await createUserWithRole(t.http);
      const user = await createUserWithRole(t.http, 'user');
      await request(t.http)
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: user.userId })
        .expect(200);
      const page = await openPage(browser, `${t.baseUrl}/sign-in`);

      await submitSignIn(page, user.email);

      await expect(page.getByRole('alert').textContent()).resolves.toBe('You have been banned from this application');
      expect(await page.getByRole('button', { name: 'Send the verification e-mail again' }).count()).toBe(0);
    });
  });
});
