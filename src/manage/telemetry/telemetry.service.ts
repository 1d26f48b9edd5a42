import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { UserService } from '../../identity/user/user.service';
import { countBucket } from './count-bucket';
import { initPayload } from './init-payload';
import { serviceVersion } from './service-version';
import { TELEMETRY_TIMEOUT_MS } from './telemetry.constants';
import { TelemetryRepository } from './telemetry.repository';
import { TelemetryEvent } from './telemetry.types';

type UnsentEvent = Omit<TelemetryEvent, 'anonymousId'>;

/**
 * The anonymous events POSTed to TELEMETRY_ENDPOINT, and nothing at all without it. Sending runs in
 * the background, gives up after a few seconds, and a failure is logged (without the event) and
 * otherwise ignored: telemetry never delays or breaks the service.
 */
@Injectable()
export class TelemetryService implements OnModuleDestroy {
  private readonly logger = new Logger('Telemetry');
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly config: AppConfig,
    private readonly records: TelemetryRepository,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  /** Starts sending the start-up event and returns at once. */
  sendInit(): void {
    void this.send(async () => ({ type: 'init', payload: initPayload(this.config, serviceVersion()) }));
  }

  /** Sends today's (UTC) usage event unless an instance of this deployment already has. Never fails. */
  sendUsageIfDue(): Promise<void> {
    return this.send(async () => {
      if (!(await this.records.claimUsageDay(this.clock.now().toISOString().slice(0, 10)))) return null;
      const [users, activeSessions] = await Promise.all([this.users.count(), this.sessions.countActive()]);
      return { type: 'usage', payload: { users: countBucket(users), activeSessions: countBucket(activeSessions) } };
    });
  }

  /** Cuts short what is being sent, so that closing never waits for the endpoint. */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.inFlight);
  }

  private send(build: () => Promise<UnsentEvent | null>): Promise<void> {
    const endpoint = this.config.telemetryEndpoint;
    if (endpoint === null) return Promise.resolve();
    const run = this.post(endpoint, build).catch((error: Error) => {
      const cause = (error.cause as Error | undefined)?.message;
      this.logger.warn(`Telemetry event not sent: ${error.message}${cause ? ` (${cause})` : ''}`);
    });
    this.inFlight.add(run);
    return run.finally(() => this.inFlight.delete(run));
  }

  private async post(endpoint: string, build: () => Promise<UnsentEvent | null>): Promise<void> {
    const anonymousId = await this.records.installationId(generateId(), this.clock.now());
    const event = await build();
    if (!event) return;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: event.type, anonymousId, payload: event.payload }),
      signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(TELEMETRY_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
    this.logger.debug(`Telemetry ${event.type} event sent`);
  }
}
