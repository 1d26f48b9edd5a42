import fc from 'fast-check';
import { ApiKeyFormat } from '../../../src/manage/api-key/api-key-format';
import { KeyOwnerStatus, UseDecision, decideUse } from '../../../src/manage/api-key/api-key-usage';
import { ApiKeyVerifier } from '../../../src/manage/api-key/api-key-verifier';
import { ApiKeyRepository } from '../../../src/manage/api-key/api-key.repository';
import { ApiKey } from '../../../src/manage/api-key/api-key.types';
import { generateId, randomString } from '../../../src/platform/common/crypto/random';
import { AuthError } from '../../../src/platform/common/errors/auth-error';
import { isPostgresRun } from '../../support/test-database';
import { apiKeyPieces } from '../support/api-keys';
import { Medium, createUser, openMedium } from '../support/medium-services';

const DAY_MS = 86_400_000;
const INT_MAX = 2_147_483_647;

type OwnerKind = 'active' | 'banned' | 'ban-ending';

/** A key's state and its owner, with times as offsets (ms) from the first use. */
interface KeyState {
  owner: OwnerKind;
  enabled: boolean;
  expiresInMs: number | null;
  remaining: number | null;
  refill: { refillAmount: number; refillInterval: number } | null;
  createdAgoMs: number;
  lastRefillAgoMs: number | null;
  rateLimitEnabled: boolean;
  rateLimitTimeWindow: number | null;
  rateLimitMax: number | null;
  requestCount: number;
  lastRequestAgoMs: number | null;
}

/** Durations at and beside the edges the rules compare against. */
const nearEdges = (edges: number[]) =>
  fc.oneof(fc.constantFrom(...edges.flatMap((edge) => [edge - 1, edge, edge + 1])), fc.nat({ max: 4 * DAY_MS }));

const keyStates: fc.Arbitrary<KeyState> = fc.record({
  owner: fc.constantFrom<OwnerKind>('active', 'active', 'active', 'active', 'banned', 'ban-ending'),
  enabled: fc.oneof({ arbitrary: fc.constant(true), weight: 19 }, { arbitrary: fc.constant(false), weight: 1 }),
  expiresInMs: fc.option(fc.oneof(fc.integer({ min: -DAY_MS, max: 3 * DAY_MS }), fc.constantFrom(-1, 0, 1, 60_000)), {
    freq: 3,
  }),
  remaining: fc.option(fc.integer({ min: -1, max: 4 }), { freq: 3 }),
  refill: fc.option(
    fc.record({
      refillAmount: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 9 },
        { arbitrary: fc.constant(0), weight: 1 },
      ),
      refillInterval: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 8 },
        { arbitrary: fc.constantFrom(0, 36_525, INT_MAX), weight: 1 },
      ),
    }),
    { freq: 2 },
  ),
  createdAgoMs: nearEdges([DAY_MS, 2 * DAY_MS, 3 * DAY_MS]),
  lastRefillAgoMs: fc.option(nearEdges([DAY_MS, 2 * DAY_MS]), { freq: 2 }),
  rateLimitEnabled: fc.boolean(),
  rateLimitTimeWindow: fc.option(fc.constantFrom(0, 1_000, 60_000, DAY_MS, INT_MAX), { freq: 5 }),
  rateLimitMax: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 5 }),
  requestCount: fc.integer({ min: 0, max: 4 }),
  lastRequestAgoMs: fc.option(nearEdges([1_000, 60_000, DAY_MS]), { freq: 4 }),
});

/** Gaps (ms) before each use after the first. */
const useGaps = fc.array(fc.constantFrom(0, 1, 999, 1_000, 1_001, 60_000, DAY_MS, 2 * DAY_MS + 1), {
  minLength: 0,
  maxLength: 4,
});

/** The part of a key a use changes, as text, so that a difference reads plainly. */
function usage(apiKey: ApiKey | null) {
  if (!apiKey) return 'deleted';
  const { remaining, requestCount, lastRequest, lastRefillAt, updatedAt } = apiKey;
  return {
    remaining,
    requestCount,
    lastRequest: lastRequest?.toISOString() ?? null,
    lastRefillAt: lastRefillAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  };
}

/** What a use answered: the key as it left it, or the refusal. */
function outcomeOf(decision: UseDecision): unknown {
  if ('after' in decision) return { valid: usage(decision.after) };
  const { refusal } = decision;
  return { code: refusal.code, tryAgainIn: 'tryAgainInMs' in refusal ? refusal.tryAgainInMs : undefined };
}

describe('each use of a key: decideUse, the PostgreSQL statement and the verifier agree', () => {
  let medium: Medium;
  let keys: ApiKeyRepository;
  let verifier: ApiKeyVerifier;
  let format: ApiKeyFormat;
  const owners = {} as Record<OwnerKind, { id: string; status: KeyOwnerStatus }>;
  /** The first use of every run happens near the instant the ban of `ban-ending` lifts. */
  let banEndsAt: Date;

  beforeAll(async () => {
    medium = await openMedium();
    ({ keys, verifier, format } = await apiKeyPieces(medium));
    const [active, banned] = [await createUser(medium), await createUser(medium)];
    await medium.users.ban(banned.id, 'banned for the test', null);
    banEndsAt = new Date(medium.clock.nowMs() + 3_600_000);
    const banEnding = await createUser(medium);
    await medium.users.ban(banEnding.id, 'banned for the test', banEndsAt);
    owners.active = { id: active.id, status: { banned: false, banExpires: null } };
    owners.banned = { id: banned.id, status: { banned: true, banExpires: null } };
    owners['ban-ending'] = { id: banEnding.id, status: { banned: true, banExpires: banEndsAt } };
  });

  afterAll(async () => {
    medium.clock.unfreeze();
    await medium.close();
  });

  /** Stores the state as a key row at `firstUse`; answers the key to present and the row as read back. */
  async function storeKey(state: KeyState, firstUse: Date): Promise<{ fullKey: string; stored: ApiKey }> {
    const at = (agoMs: number | null) => (agoMs === null ? null : new Date(firstUse.getTime() - agoMs));
    const fullKey = randomString(64);
    const created = await keys.create(
      {
        id: generateId(),
        name: null,
        start: null,
        prefix: null,
        key: format.toStored(fullKey),
        referenceId: owners[state.owner].id,
        configId: 'default',
        refillInterval: state.refill?.refillInterval ?? null,
        refillAmount: state.refill?.refillAmount ?? null,
        lastRefillAt: at(state.lastRefillAgoMs),
        enabled: state.enabled,
        rateLimitEnabled: state.rateLimitEnabled,
        rateLimitTimeWindow: state.rateLimitTimeWindow,
        rateLimitMax: state.rateLimitMax,
        requestCount: state.requestCount,
        remaining: state.remaining,
        lastRequest: at(state.lastRequestAgoMs),
        expiresAt: state.expiresInMs === null ? null : new Date(firstUse.getTime() + state.expiresInMs),
        createdAt: at(state.createdAgoMs)!,
        updatedAt: at(state.createdAgoMs)!,
        permissions: null,
        metadata: null,
      },
      'user',
    );
    return { fullKey, stored: created };
  }

  /** The verifier's answer to one use: the key as it left it, or the refusal's code and wait. */
  async function verify(fullKey: string): Promise<unknown> {
    try {
      return { valid: usage((await verifier.verify(fullKey)).apiKey) };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const details = error.details as { details?: { tryAgainIn?: number } };
      return { code: error.code, tryAgainIn: details.details?.tryAgainIn };
    }
  }

  it('gives the same answer and leaves the same row for random key states and uses, one after another', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyStates,
        useGaps,
        fc.constantFrom(-DAY_MS, -1, 0, 1, DAY_MS),
        async (state, gaps, offsetFromBanEnd) => {
          const firstUse = new Date(banEndsAt.getTime() + offsetFromBanEnd);
          const { fullKey, stored } = await storeKey(state, firstUse);
          let expectedRow: ApiKey | null = stored;
          let now = firstUse;
          for (const gap of [0, ...gaps]) {
            if (!expectedRow) break;
            now = new Date(now.getTime() + gap);
            medium.clock.freezeAt(now);
            const decision = decideUse({
              apiKey: expectedRow,
              owner: owners[state.owner].status,
              now,
              limitsEnabled: true,
              isPermitted: true,
            });
            // The statement records exactly the uses the rules allow with no refill due; any other it leaves to the
            // verifier.
            const recorded = await keys.useIfUnhindered(expectedRow.key, now, true);
            const handsOver = !('after' in decision) || decision.refillDueBefore !== null || !isPostgresRun();
            expect(recorded === null ? 'left to the verifier' : { valid: usage(recorded.apiKey) }).toEqual(
              handsOver ? 'left to the verifier' : outcomeOf(decision),
            );
            if (!recorded) expect(await verify(fullKey)).toEqual(outcomeOf(decision));
            const deletes = 'refusal' in decision && 'deletesKey' in decision.refusal && decision.refusal.deletesKey;
            expectedRow = 'after' in decision ? decision.after : deletes ? null : expectedRow;
            expect(usage(await keys.findById(stored.id))).toEqual(usage(expectedRow));
          }
        },
      ),
      { numRuns: 150 },
    );
    // 150 runs of up to five uses, each a few statements: well past the default on a busy two-core machine.
  }, 120_000);
});
