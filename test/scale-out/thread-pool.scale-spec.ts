import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import request from 'supertest';
import { ServiceProcess, startLoneService } from '../support/deployment';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { TestDatabase, createTestDatabase } from '../support/test-database';

interface ThreadState {
  id: number;
  nice: number;
  cpuTicks: number;
}

/** Each thread of a process, read from /proc: its niceness and the CPU time it has used. */
function threadsOf(pid: number): ThreadState[] {
  return readdirSync(`/proc/${pid}/task`).map((id) => {
    const stat = readFileSync(`/proc/${pid}/task/${id}/stat`, 'utf8');
    // The fields after the command name in parentheses: utime is the 14th of the line, nice the 19th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { id: Number(id), nice: Number(fields[16]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  });
}

const POOL_THREADS = availableParallelism() + 2;

/** The built service hashes passwords on libuv's pool, whose threads run below the event loop's priority. */
const describeOnLinux = process.platform === 'linux' ? describe : describe.skip; // per-thread priorities are Linux's
describeOnLinux('thread pool priority', () => {
  let database: TestDatabase;
  let service: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startLoneService(database.url);
  });

  afterAll(async () => {
    await service?.stop();
    await database?.drop();
  });

  it('runs its pool threads at niceness 10 and the event loop at 0', () => {
    const threads = threadsOf(service.pid);
    expect(threads.find((thread) => thread.id === service.pid)!.nice).toBe(0);
    expect(threads.filter((thread) => thread.nice === 10)).toHaveLength(POOL_THREADS);
    expect(threads.filter((thread) => thread.nice !== 0 && thread.nice !== 10)).toEqual([]);
  });

  it('hashes a signing-up password on those threads', async () => {
    const poolTicks = () =>
      threadsOf(service.pid)
        .filter((thread) => thread.nice === 10)
        .reduce((sum, thread) => sum + thread.cpuTicks, 0);
    const before = poolTicks();

    await request(service.url)
      .post('/api/auth/sign-up/email')
      .send({ email: uniqueEmail(), password: PASSWORD, name: 'Pooled' })
      .expect(200);

    // One scrypt at Better Auth's parameters takes tens of milliseconds of CPU; a tick is 10 ms.
    expect(poolTicks() - before).toBeGreaterThanOrEqual(2);
  });
});
