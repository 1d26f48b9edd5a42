import request from 'supertest';
import { HEAP_GROWING_PERCENT } from '../../src/common/runtime/heap-growth';
import { ServiceProcess, startLoneService } from '../support/deployment';
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

/** The built service sets V8's heap growth itself, unless the operator gave node their own. */
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
    const service = await start(['--trace-gc-verbose']);
    // Set by the service's first import, so it holds from the collections made while it loads on.
    expect(new Set(await untilCollected(service, 2))).toEqual(new Set([1 + HEAP_GROWING_PERCENT / 100]));
  });

  it("keeps the operator's own --heap-growing-percent", async () => {
    const service = await start(['--trace-gc-verbose', '--heap-growing-percent=100']);
    expect(new Set(await untilCollected(service, 2))).toEqual(new Set([2]));
  });
});
