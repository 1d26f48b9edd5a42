import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { createKey, verifyKey } from '../support/api-keys';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { signUp, uniqueEmail } from '../support/factories';

jest.setTimeout(60_000);

describe('the administrators’ overview, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });

  it('shows users, sessions, sign-ups per day, key verifications by result and the banned users', async () => {
    const admin = await createUserWithRole(suite.t.http);
    const banned = await signUp(suite.t.http, { name: 'Mallory' });
    await request(suite.t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: banned.userId, banReason: 'Spam' })
      .expect(200);
    await request(suite.t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: uniqueEmail('nobody'), password: 'not the password' })
      .expect(401);
    const { key } = await createKey(suite.t.http, (await signUp(suite.t.http)).cookie);
    await verifyKey(suite.t.http, key);

    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/');

    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('group', { name: 'Users', exact: true }).textContent()).toMatch(/^Users3/);
    expect(await page.getByRole('group', { name: 'Banned users' }).textContent()).toMatch(/^Banned users1/);
    await page.getByRole('figure', { name: '3 sign-ups in the last 30 days' }).waitFor();
    await page.getByRole('figure', { name: 'valid: 1' }).waitFor();
    // A refused sign-in reads as the catalogue says it, not as its code.
    await page.getByRole('figure', { name: /Invalid email or password: \d+/ }).waitFor();
    expect(await page.getByText('INVALID_EMAIL_OR_PASSWORD').count()).toBe(0);
    await page.getByRole('link', { name: banned.email }).waitFor();
    await screenshot(page, 'overview');

    await page.getByRole('link', { name: 'Show banned users' }).click();
    await page.getByText('1 user', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('filter')).toBe('banned');
  });

  it('sends a user who is not an administrator to their account instead', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/');

    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Overview' }).count()).toBe(0);
  });
});
