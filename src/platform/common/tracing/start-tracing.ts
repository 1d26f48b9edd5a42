// Imported by main.ts before the modules that tracing instruments (http, express, pg, ioredis) load.
import { startTracing } from './tracing-bootstrap';

startTracing(process.env, (env) => {
  // Required here only, so that without an endpoint not one module of the SDK loads.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  return createTracingSdk(env);
});
