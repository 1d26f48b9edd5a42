/** The part of OpenTelemetry's Node SDK the service starts and stops. */
export interface TracingSdk {
  start(): void;
  shutdown(): Promise<void>;
}

export type TracingEnvironment = Record<string, string | undefined>;

let started: TracingSdk | undefined;

/** Whether traces are exported: OpenTelemetry's own variables name where to. */
function isTracingConfigured(env: TracingEnvironment): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts tracing when an OTLP endpoint is set, before the modules it instruments load; answers whether it did.
 * Without one the SDK is never required, so tracing costs nothing: the API's spans are no-ops.
 */
export function startTracing(env: TracingEnvironment, loadSdk: (env: TracingEnvironment) => TracingSdk): boolean {
  if (started || !isTracingConfigured(env)) return Boolean(started);
  started = loadSdk(env);
  started.start();
  return true;
}

/** Whether `startTracing` started the SDK in this process. */
export function isTracing(): boolean {
  return started !== undefined;
}

/** Exports the spans still buffered, at shutdown; nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await started?.shutdown();
}
