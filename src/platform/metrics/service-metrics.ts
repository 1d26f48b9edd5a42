import { Injectable } from '@nestjs/common';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppConfig } from '../config/app-config';
import { registerHashingMetrics } from './hashing-metrics';

/** Where a request ended up: the route pattern, so ids in paths do not make a series each. */
export interface RequestSample {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/**
 * This instance's Prometheus metrics, on a registry of its own (several apps in one process,
 * as in tests, never share counters). Counters and per-process gauges are this instance's own:
 * Prometheus sums them over instances. Values read from what every instance shares (users,
 * sessions, the e-mail outbox) are named `auth_fleet_*`: each instance reports the same value, so
 * they are aggregated with max, never summed.
 */
@Injectable()
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly signIns: Counter;
  private readonly signInFailures: Counter<'code'>;
  private readonly apiKeyVerifications: Counter<'result'>;
  /** The catalogue's message for each error code counted, so a reader sees words beside the code. */
  private readonly messagesByCode = new Map<string, string>();

  constructor(config: AppConfig) {
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    const labelNames = ['method', 'route', 'status'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route and status',
      labelNames,
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route and status',
      labelNames,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.signIns = new Counter({
      name: 'auth_sign_ins_total',
      help: 'Successful sign-ins with e-mail and password',
      registers,
    });
    this.signInFailures = new Counter({
      name: 'auth_sign_in_failures_total',
      help: 'Refused sign-ins, by error code',
      labelNames: ['code'],
      registers,
    });
    this.apiKeyVerifications = new Counter({
      name: 'api_key_verifications_total',
      help: 'API-key verifications (verify calls and x-api-key requests), by result: valid or the error code',
      labelNames: ['result'],
      registers,
    });
    registerHashingMetrics(registers, config.passwordHashing.maxWaiting);
  }

  recordRequest(sample: RequestSample): void {
    const labels = { method: sample.method, route: sample.route, status: String(sample.status) };
    this.requests.inc(labels);
    this.latency.observe(labels, sample.seconds);
  }

  recordSignIn(): void {
    this.signIns.inc();
  }

  recordSignInFailure(code: string, message: string): void {
    this.messagesByCode.set(code, message);
    this.signInFailures.inc({ code });
  }

  /** `valid`, or an error code with the catalogue's message for it. */
  recordApiKeyVerification(result: string, message?: string): void {
    if (message) this.messagesByCode.set(result, message);
    this.apiKeyVerifications.inc({ result });
  }

  /** The catalogue's message for an error code this instance has counted. */
  messageOf(code: string): string | undefined {
    return this.messagesByCode.get(code);
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
