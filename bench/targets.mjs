// The targets, checked against one run's figures; each line says held or missed, with the figure.

function ratio(pair, name) {
  const ours = pair?.service[name];
  const theirs = pair?.betterAuth[name];
  return ours && theirs ? ours.perSecond / theirs.perSecond : undefined;
}

export function checkTargets(results, scryptCeiling) {
  const { postgres, redis } = results;
  const lines = [];
  const check = (label, held, figure) => {
    if (figure === undefined || Number.isNaN(figure)) return;
    lines.push(`${held ? 'held  ' : 'MISSED'} ${label}: ${figure}`);
  };
  const fixed = (value, digits = 1) => (value === undefined ? undefined : value.toFixed(digits));

  const signIn = postgres?.service.signIn;
  check('sign-in ≥ 3.5x Better Auth (PostgreSQL)', ratio(postgres, 'signIn') >= 3.5, fixed(ratio(postgres, 'signIn')));
  if (signIn) {
    const share = signIn.perSecond / scryptCeiling;
    check('sign-in ≥ 90 % of the scrypt ceiling', share >= 0.9, `${(share * 100).toFixed(0)} % (${signIn.perSecond.toFixed(1)} of ${scryptCeiling.toFixed(1)}/s)`);
  }
  const during = postgres?.service.sessionWhileSigningIn;
  check('get-session while sign-ins run ≥ 30x Better Auth', ratio(postgres, 'sessionWhileSigningIn') >= 30, fixed(ratio(postgres, 'sessionWhileSigningIn')));
  if (during) check('get-session while sign-ins run, p99 ≤ 30 ms', during.p99 <= 30, `${during.p99} ms`);
  const flood = postgres?.service.sessionDuringSignInFlood;
  if (flood) {
    check('get-session during a flood of 300 sign-in connections, p99 ≤ 100 ms', flood.p99 <= 100, `${flood.p99} ms`);
    check('RSS during a flood of 300 sign-in connections ≤ 250 MB', flood.rssMb <= 250, `${flood.rssMb.toFixed(0)} MB`);
  }
  check('get-session by cookie on PostgreSQL ≥ 4x Better Auth', ratio(postgres, 'sessionCookie') >= 4, fixed(ratio(postgres, 'sessionCookie')));
  const cookie = postgres?.service.sessionCookie;
  if (cookie) check('get-session by cookie on PostgreSQL ≤ 0.4 ms CPU per request', cookie.cpuMsPerRequest <= 0.4, fixed(cookie.cpuMsPerRequest, 2));
  check('get-session by cookie on Redis ≥ 2.5x Better Auth', ratio(redis, 'sessionCookie') >= 2.5, fixed(ratio(redis, 'sessionCookie')));
  const counted = postgres?.service.verifyCounted;
  if (counted) check('API-key verify with remaining: 0 lost decrements', counted.lostDecrements === 0, counted.lostDecrements);
  check('API-key verify with remaining ≥ 1.5x Better Auth', ratio(postgres, 'verifyCounted') >= 1.5, fixed(ratio(postgres, 'verifyCounted')));
  const big = postgres?.service.verifyCountedBigTable;
  if (counted && big) {
    const kept = big.perSecond / counted.perSecond;
    check('API-key verify at 100,000 keys ≥ 90 % of the small-table rate', kept >= 0.9, `${(kept * 100).toFixed(0)} %`);
  }
  check('list-users at 100,000 users ≥ 3x Better Auth', ratio(postgres, 'listUsers') >= 3, fixed(ratio(postgres, 'listUsers')));
  const peak = Math.max(...Object.values(results).flatMap((pair) => Object.values(pair.service).map((row) => row.rssMb)));
  check('RSS ≤ 250 MB per instance under load', peak <= 250, `${peak.toFixed(0)} MB at most`);
  return lines;
}
