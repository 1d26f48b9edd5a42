// This service beside Better Auth 1.4 on the same database server with equivalent options, in each
// configuration of profiles.mjs (as `npm start` runs it, production defaults, then tuned): every
// scenario the configuration runs on each backend, on both sides, one table per configuration with
// the ratios, then the targets checked. Each side is its own process; the load generator (autocannon)
// runs in this one, on the same cores.
//
// BENCH_PROFILES (comma-separated keys of PROFILES in profiles.mjs), BENCH_BACKENDS (sqlite, postgres,
// redis), BENCH_SCENARIOS (keys of SCENARIOS in run-side.mjs), BENCH_SECONDS, BENCH_WARMUP_SECONDS and
// BENCH_BIG_TABLE_ROWS narrow a run.
import { cpus, totalmem } from 'node:os';
import { PROFILES, selectedProfiles } from './profiles.mjs';
import { BACKENDS, SCENARIOS, runSide } from './run-side.mjs';
import { scryptHashesPerSecond } from './scrypt-ceiling.mjs';
import { HASHING_SECONDS, SECONDS, WARMUP_SECONDS } from './load.mjs';
import { checkTargets } from './targets.mjs';

const onlyBackends = process.env.BENCH_BACKENDS?.split(',');
const scryptCeiling = await scryptHashesPerSecond();

const results = {};
for (const profile of selectedProfiles()) {
  results[profile] = {};
  for (const backend of Object.keys(PROFILES[profile].backends).filter(
    (name) => !onlyBackends || onlyBackends.includes(name),
  )) {
    results[profile][backend] = {
      service: await runSide({ side: 'service', profile, backend, port: 3921 }),
      betterAuth: await runSide({ side: 'better-auth', profile, backend, port: 3922 }),
    };
  }
}

const number = (value, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));
const cells = (row) =>
  row
    ? [number(row.perSecond), number(row.p50), number(row.p99), number(row.cpuMsPerRequest, 2), number(row.rssMb)]
    : ['–', '–', '–', '–', '–'];

console.log(
  `\nThis service (left) and Better Auth 1.4 (BA, right), ${SECONDS} s of load per row (${HASHING_SECONDS} s for sign-up and sign-in) after ${WARMUP_SECONDS} s of warm-up;`,
);
console.log(
  `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}. CPU and RSS are the server process's.`,
);
console.log(`scrypt ceiling (all cores, Better Auth's parameters): ${scryptCeiling.toFixed(1)} hashes/s`);
for (const [profile, byBackend] of Object.entries(results)) {
  const lines = [
    '| backend | scenario | req/s | p50 ms | p99 ms | CPU ms/req | RSS MB | BA req/s | BA p50 | BA p99 | BA CPU ms/req | BA RSS MB | ratio | notes |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const [backend, { service, betterAuth }] of Object.entries(byBackend)) {
    for (const name of BACKENDS[backend].scenarios.filter((key) => service[key] || betterAuth[key])) {
      const ours = service[name];
      const theirs = betterAuth[name];
      const ratio = ours && theirs && theirs.perSecond > 0 ? `${(ours.perSecond / theirs.perSecond).toFixed(1)}x` : '–';
      const failures = [ours, theirs].map((row, i) =>
        row?.failed ? `${['service', 'BA'][i]}: ${row.failed} failed` : null,
      );
      const notes = [ours?.note, theirs?.note && `BA: ${theirs.note}`, ...failures].filter(Boolean).join('; ');
      lines.push(
        `| ${BACKENDS[backend].label} | ${SCENARIOS[name]} | ${[...cells(ours), ...cells(theirs)].join(' | ')} | ${ratio} | ${notes} |`,
      );
    }
  }
  console.log(`\n### ${PROFILES[profile].label}\n`);
  console.log(lines.join('\n'));
}
console.log('');
for (const line of checkTargets(results, scryptCeiling)) console.log(line);
