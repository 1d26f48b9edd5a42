import { Attributes, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

// A proxy until the SDK registers its provider; without the SDK every span is a no-op.
export const tracer = trace.getTracer('auth-service');

/** Runs `work` in a span named `name`, its child spans under it; a throw marks the span as failed. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace id of the span under way when it is recorded, for a log line to name. */
export function recordedTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}
