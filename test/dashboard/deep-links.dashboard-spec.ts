import request from 'supertest';
import { TestApp, createTestApp } from '../support/create-test-app';
import { requireBuiltDashboard } from '../support/dashboard-page';

/** The dashboard routes in the browser, so any of its paths must load the app itself. */
describe('the dashboard’s deep links over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    requireBuiltDashboard();
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/users', '/users/abc123', '/accept-invitation/xyz', '/reset-password?token=t', '/organizations'])(
    'serves the dashboard’s page at %s',
    async (path) => {
      const response = await request(t.http).get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('<div id="root"></div>');
    },
  );

  it('leaves unknown API paths to the API, as a JSON 404', async () => {
    const response = await request(t.http).get('/api/auth/no-such-endpoint').expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});
