import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/common/time/clock';
import { ServiceMetrics } from '../../platform/metrics/service-metrics';
import { SessionService } from '../../identity/session/session.service';
import { UserListCriteria } from '../../identity/user/user-list.types';
import { UserService } from '../../identity/user/user.service';
import { AdminStatsResponse, DayCount, LabelledCount } from './dto/admin-stats.response';

const SIGN_UP_DAYS = 30;
const DAY_MS = 86_400_000;

/** The overview an administrator sees at a glance: the service's own data and this instance's counters. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly metrics: ServiceMetrics,
    private readonly clock: Clock,
  ) {}

  async overview(): Promise<AdminStatsResponse> {
    const [
      total,
      banned,
      verified,
      admins,
      signUpsPerDay,
      activeSessions,
      apiKeyVerifications,
      signIns,
      signInFailures,
    ] = await Promise.all([
      this.count(),
      this.count({ field: 'banned', operator: 'eq', value: 'true' }),
      this.count({ field: 'emailVerified', operator: 'eq', value: 'true' }),
      this.count({ field: 'role', operator: 'contains', value: 'admin' }),
      this.signUpsPerDay(),
      this.sessions.countActive(),
      this.countsByLabel('api_key_verifications_total', 'result'),
      this.countsByLabel('auth_sign_ins_total', null),
      this.countsByLabel('auth_sign_in_failures_total', 'code'),
    ]);
    return {
      users: { total, banned, verified, admins },
      signUpsPerDay,
      activeSessions,
      apiKeyVerifications,
      signIns: signIns.reduce((sum, entry) => sum + entry.count, 0),
      signInFailures,
    };
  }

  /**
   * Users created since each day's start, differenced: one count per day through the users'
   * own list, so no second query path over the user table exists.
   */
  private async signUpsPerDay(): Promise<DayCount[]> {
    const todayStartMs = Math.floor(this.clock.nowMs() / DAY_MS) * DAY_MS;
    const dayStarts = Array.from(
      { length: SIGN_UP_DAYS },
      (_, index) => new Date(todayStartMs - (SIGN_UP_DAYS - 1 - index) * DAY_MS),
    );
    const since = await Promise.all(
      dayStarts.map((start) => this.count({ field: 'createdAt', operator: 'gte', value: start.toISOString() })),
    );
    return dayStarts.map((start, index) => ({
      date: start.toISOString().slice(0, 10),
      count: since[index] - (since[index + 1] ?? 0),
    }));
  }

  private async count(filter?: UserListCriteria['filter']): Promise<number> {
    return (await this.users.list({ filter, limit: 1, offset: 0 })).total;
  }

  /**
   * A counter's values by one label (or its single value, labelled `total`), largest first; an error
   * code comes with the catalogue's message for it.
   */
  private async countsByLabel(metricName: string, labelName: string | null): Promise<LabelledCount[]> {
    const metric = this.metrics.registry.getSingleMetric(metricName);
    if (!metric) return [];
    const { values } = await metric.get();
    return values
      .map((sample) => {
        const label = labelName ? String(sample.labels[labelName] ?? '') : 'total';
        const message = this.metrics.messageOf(label);
        return { label, ...(message && { message }), count: sample.value };
      })
      .sort((a, b) => b.count - a.count);
  }
}
