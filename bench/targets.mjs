// The targets, checked against one run's figures; each line says held or missed, with the figure.
// Most are held at the defaults (as `npm start` runs the service); one at the production defaults.

function ratio(pair, name) {
  const ours = pair?.service[name];
  const theirs = pair?.betterAuth[name];
  // A side that answered nothing has no ratio; the check is then left out rather than read as held.
  return ours && theirs && theirs.perSecond > 0 ? ours.perSecond / theirs.perSecond : undefined;
}

export function checkTargets(results, scryptCeiling) {
  const lines = [];
  const check = (label, held, figure) => {
    if (figure === undefined || Number.isNaN(figure)) return;
    lines.push(`${held ? 'held  ' : 'MISSED'} ${label}: ${figure}`);
  };
  const fixed = (value, digits = 1) => (value === undefined ? undefined : value.toFixed(digits));
  const { postgres, redis } = results.defaults ?? {};

  const signIn = postgres?.service.signIn;
  check(
    'defaults: sign-in ≥ 3.5x Better Auth (PostgreSQL)',
    ratio(postgres, 'signIn') >= 3.5,
    fixed(ratio(postgres, 'signIn')),
  );
  if (signIn) {
    const share = signIn.perSecond / scryptCeiling;
    check(
      'defaults: sign-in ≥ 90 % of the scrypt ceiling',
      share >= 0.9,
      `${(share * 100).toFixed(0)} % (${signIn.perSecond.toFixed(1)} of ${scryptCeiling.toFixed(1)}/s)`,
    );
  }
  const during = postgres?.service.sessionWhileSigningIn;
  check(
    'defaults: get-session while sign-ins run ≥ 30x Better Auth',
    ratio(postgres, 'sessionWhileSigningIn') >= 30,
    fixed(ratio(postgres, 'sessionWhileSigningIn')),
  );
  if (during) check('defaults: get-session while sign-ins run, p99 ≤ 30 ms', during.p99 <= 30, `${during.p99} ms`);
  const flood = postgres?.service.sessionDuringSignInFlood;
  if (flood) {
    check(
      'defaults: get-session during a flood of 300 sign-in connections, p99 ≤ 100 ms',
      flood.p99 <= 100,
      `${flood.p99} ms`,
    );
    check(
      'defaults: RSS during a flood of 300 sign-in connections ≤ 250 MB',
      flood.rssMb <= 250,
      `${flood.rssMb.toFixed(0)} MB`,
    );
  }
  check(
    'defaults: get-session by cookie on PostgreSQL ≥ 6x Better Auth',
    ratio(postgres, 'sessionCookie') >= 6,
    fixed(ratio(postgres, 'sessionCookie')),
  );
  const cookie = postgres?.service.sessionCookie;
  const ok = postgres?.service.ok;
  if (cookie && ok) {
    const share = cookie.perSecond / ok.perSecond;
    check(
      'defaults: get-session by cookie ≥ 80 % of GET /ok, same pipeline',
      share >= 0.8,
      `${(share * 100).toFixed(0)} % (${cookie.perSecond.toFixed(0)} of ${ok.perSecond.toFixed(0)} req/s)`,
    );
  }
  check(
    'defaults: get-session by cookie on Redis ≥ 2.5x Better Auth',
    ratio(redis, 'sessionCookie') >= 2.5,
    fixed(ratio(redis, 'sessionCookie')),
  );
  const counted = postgres?.service.verifyCounted;
  if (counted)
    check(
      'defaults: API-key verify with remaining: 0 lost decrements',
      counted.lostDecrements === 0,
      counted.lostDecrements,
    );
  check(
    'defaults: API-key verify with remaining ≥ 3x Better Auth',
    ratio(postgres, 'verifyCounted') >= 3,
    fixed(ratio(postgres, 'verifyCounted')),
  );
  const big = postgres?.service.verifyCountedBigTable;
  if (counted && big) {
    const kept = big.perSecond / counted.perSecond;
    check(
      'defaults: API-key verify at 100,000 keys ≥ 90 % of the small-table rate',
      kept >= 0.9,
      `${(kept * 100).toFixed(0)} %`,
    );
  }
  check(
    'defaults: list-users at 100,000 users ≥ 3x Better Auth',
    ratio(postgres, 'listUsers') >= 3,
    fixed(ratio(postgres, 'listUsers')),
  );

  const production = results.production?.postgres;
  check(
    'production defaults: get-session by cookie ≥ 5x Better Auth',
    ratio(production, 'sessionCookie') >= 5,
    fixed(ratio(production, 'sessionCookie')),
  );

  const rows = Object.values(results).flatMap((byBackend) =>
    Object.values(byBackend).flatMap((pair) => Object.values(pair.service)),
  );
  const peak = Math.max(...rows.map((row) => row.rssMb));
  check('RSS ≤ 250 MB per instance under load, every configuration', peak <= 250, `${peak.toFixed(0)} MB at most`);
  return lines;
}
