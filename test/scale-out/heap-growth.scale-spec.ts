import request from 'supertest';
import { START_NODE_FLAGS, ServiceProcess, startLoneService } from '../support/deployment';
import { TestDatabase, createTestDatabase } from '../support/test-database';

// With --trace-gc-verbose V8 prints, after each full collection, the factor it grew the old generation's limit by.
const GROWTH_FACTOR = /\[HeapController\] Limit: .* \((\d+\.\d)\)/g;

/** The factors of the full collections the service has traced so far. */
function growthFactors(service: ServiceProcess): number[] {
  return [...service.logs().matchAll(GROWTH_FACTOR)].map((match) => Number(match[1]));
}

/** Sends requests until the service has traced at least `count` full collections. */
async function untilCollected(service: ServiceProcess, count: number): Promise<number[]> {
  for (let round = 0; round < 50 && growthFactors(service).length < count; round += 1) {
    await Promise.all(Array.from({ length: 200 }, () => request(service.url).get('/api/auth/ok').expect(200)));
  }
  return growthFactors(service);
}

/** The heap growth `npm start` gives node (package.json's `config.nodeFlags`). */
const HEAP_GROWING_PERCENT = Number(/--heap-growing-percent=(\d+)/.exec(START_NODE_FLAGS.join(' '))![1]);

/** `npm start` sets V8's heap growth on node's command line; an operator's own value, given after it, wins. */
describe('heap growth', () => {
  let database: TestDatabase;
  const services: ServiceProcess[] = [];

  const start = async (nodeFlags: string[]): Promise<ServiceProcess> => {
    const service = await startLoneService(database.url, {}, nodeFlags);
    services.push(service);
    return service;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await database?.drop();
  });

  it(`lets the old generation grow by ${HEAP_GROWING_PERCENT} % past what a full collection kept`, async () => {
    const service = await start(['--trace-gc-verbose', ...START_NODE_FLAGS]);
    expect(HEAP_GROWING_PERCENT).toBeLessThan(100);
    expect(new Set(await untilCollected(service, 2))).toEqual(new Set([1 + HEAP_GROWING_PERCENT / 100]));
  });

  it("keeps the operator's own --heap-growing-percent", async () => {
    const service = await start(['--trace-gc-verbose', ...START_NODE_FLAGS, '--heap-growing-percent=100']);
    expect(new Set(await untilCollected(service, 2))).toEqual(new Set([2]));
  });
});
