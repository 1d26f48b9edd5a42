import { isTracing, startTracing } from './tracing-bootstrap';

describe('startTracing', () => {
  const refuseToLoad = () => {
    throw new Error('the SDK was required');
  };

  it('neither loads nor starts the SDK when no OTLP endpoint is set', () => {
    expect(startTracing({}, refuseToLoad)).toBe(false);
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: 'auth' }, refuseToLoad)).toBe(false);
    expect(isTracing()).toBe(false);
  });
});
