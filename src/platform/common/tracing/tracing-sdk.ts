import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { loggablePathOf } from '../http/matched-route';
import { statementWithoutValues } from './statement-text';
import type { TracingEnvironment, TracingSdk } from './tracing-bootstrap';

/** Probes and scrapes would outnumber real requests in every trace store. */
const UNTRACED_PATHS = /^\/(health|metrics)(\/|$)/;

function packageName(): string {
  // The package.json three levels up: this file's folder lies at the same depth in src/ and dist/.
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8')) as {
    name: string;
  };
  return manifest.name;
}

/** Whether the standard variables name the service; the SDK then reads the name from them. */
function isNamed(env: TracingEnvironment): boolean {
  return Boolean(env.OTEL_SERVICE_NAME) || /(^|,)\s*service\.name=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
}

/**
 * OpenTelemetry's Node SDK, exporting traces only (metrics stay on /metrics, logs on standard output):
 * the exporter, its protocol, the sampler and the batch delays come from the standard OTEL_* variables.
 * @public required, not imported, by start-tracing.ts
 */
export function createTracingSdk(env: TracingEnvironment): TracingSdk {
  return new NodeSDK({
    serviceName: isNamed(env) ? undefined : packageName(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.test(req.url ?? ''),
        // A path or query as sent may carry a token (reset-password/:token, ?token=, a provider's code and
        // state): spans get the request log's masked path, and no query.
        startIncomingSpanHook: (req) => ({ 'url.path': loggablePathOf({ url: req.url }), 'url.query': undefined }),
      }),
      // Route handlers only: a span for each of the global middlewares would bury them.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Statements outside any trace (migrations at start, sweeps) would each be a trace of their own.
      new PgInstrumentation({
        requireParentSpan: true,
        requestHook: (span, { query }) => span.setAttribute('db.query.text', statementWithoutValues(query.text)),
      }),
      // The command's name alone: session keys are the sessions' tokens.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new UndiciInstrumentation(),
    ],
  });
}
