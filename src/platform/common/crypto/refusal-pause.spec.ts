import { RefusalPause } from './refusal-pause';

const PAUSE_MS = 200;

describe('RefusalPause', () => {
  it('holds each refusal for half to one and a half times the pause', async () => {
    const pause = new RefusalPause(PAUSE_MS, 10);
    const started = performance.now();
    const elapsed = await Promise.all(
      Array.from({ length: 5 }, async () => {
        await pause.hold();
        return performance.now() - started;
      }),
    );

    for (const ms of elapsed) expect(ms).toBeGreaterThanOrEqual(PAUSE_MS / 2 - 5);
    // Timers fire late on a busy machine, never early: the upper bound has room for that.
    expect(Math.max(...elapsed)).toBeLessThan(PAUSE_MS * 1.5 + 1_000);
  });

  it('lets refusals beyond the most it holds go at once, and holds again once one is released', async () => {
    const pause = new RefusalPause(PAUSE_MS, 2);
    const order: string[] = [];
    const held = [pause.hold(), pause.hold()].map((hold, i) => hold.then(() => order.push(`held ${i}`)));
    await pause.hold().then(() => order.push('beyond'));
    await Promise.all(held);
    expect(order).toEqual(['beyond', expect.stringMatching(/^held/), expect.stringMatching(/^held/)]);

    const started = performance.now();
    await pause.hold();
    expect(performance.now() - started).toBeGreaterThanOrEqual(PAUSE_MS / 2 - 5);
  });
});
