import request from 'supertest';
import { createTestApp } from './create-test-app';

/** Gives the served OpenAPI document's paths at once, fetched in beforeAll from a default app (closed in afterAll). */
export function openApiPaths<Operation>(): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  let close = async (): Promise<void> => {};
  beforeAll(async () => {
    const t = await createTestApp();
    close = () => t.close();
    Object.assign(paths, (await request(t.http).get('/api/reference/openapi.json').expect(200)).body.paths);
  });
  afterAll(() => close());
  return paths;
}
