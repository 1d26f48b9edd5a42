import request from 'supertest';
import { ServiceProcess, startLoneService } from '../support/deployment';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { TestDatabase, createTestDatabase } from '../support/test-database';

const DELAY_MS = 1500;

jest.setTimeout(60_000);

/** The built service stopped as an orchestrator stops it: SIGTERM, then the grace period. */
describe('shutdown behind a load balancer', () => {
  let database: TestDatabase;
  let service: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startLoneService(database.url, { SHUTDOWN_DELAY_MS: String(DELAY_MS) });
  });

  afterAll(async () => {
    await service?.stop();
    await database?.drop();
  });

  it('answers readiness 503 SHUTTING_DOWN at once, serves through SHUTDOWN_DELAY_MS, then exits 0', async () => {
    await request(service.url).get('/health/ready').expect(200);

    const signalledAt = Date.now();
    const exited = service.stop();
    const notReady = await readinessOnceRefused(service.url);

    expect(notReady).toEqual({
      status: 503,
      body: { code: 'SHUTTING_DOWN', message: 'The instance is shutting down' },
    });
    expect(Date.now() - signalledAt).toBeLessThan(DELAY_MS);
    await request(service.url).get('/health/live').expect(200);
    await request(service.url)
      .post('/api/auth/sign-up/email')
      .send({ email: uniqueEmail(), password: PASSWORD, name: 'Late' })
      .expect(200);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    await expect(fetch(`${service.url}/health/live`)).rejects.toThrow();
  });
});

/** Polls readiness until it is refused (the signal is handled between two polls). */
async function readinessOnceRefused(url: string): Promise<{ status: number; body: unknown }> {
  for (;;) {
    const response = await fetch(`${url}/health/ready`);
    if (response.status !== 200) return { status: response.status, body: await response.json() };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
