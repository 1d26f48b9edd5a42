// CPU time and resident memory of one server process, read from /proc so each server is measured alone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User plus system CPU time the process has used so far, in milliseconds. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; the fields after it are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident set size in MB. */
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Samples the process's RSS while `work` runs; resolves with its result, the CPU it took and the peak RSS. */
export async function measure(pid, work) {
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
  const cpuBefore = cpuMs(pid);
  try {
    const result = await work();
    peakRss = Math.max(peakRss, rssMb(pid));
    return { result, cpuMs: cpuMs(pid) - cpuBefore, peakRssMb: peakRss };
  } finally {
    clearInterval(sampler);
  }
}
