import { INestApplication } from '@nestjs/common';
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

/** The routes the app really answers, as `METHOD /path` with OpenAPI's `{param}`, read from Express's router. */
export function registeredRoutes(app: INestApplication, under: string): string[] {
  // Express keeps its route table untyped; a layer with a route has one path and its methods.
  const stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> = app
    .getHttpAdapter()
    .getInstance().router.stack;
  const routes = stack.flatMap(({ route }) => {
    const methods = Object.keys(route?.methods ?? {});
    // Catch-alls (the 404 for unknown auth paths) answer every method; they are not endpoints.
    if (!route || methods.length !== 1 || !route.path.startsWith(under)) return [];
    return [`${methods[0].toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`];
  });
  return [...new Set(routes)].sort();
}
