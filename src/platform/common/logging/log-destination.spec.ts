import { PassThrough } from 'node:stream';
import pino from 'pino';
import { PrettyOutput, logsArePretty } from './log-destination';

describe('log destination', () => {
  it('writes pretty lines to a terminal outside production only', () => {
    expect(logsArePretty({ isTTY: true }, false)).toBe(true);
    expect(logsArePretty({ isTTY: true }, true)).toBe(false);
    expect(logsArePretty({ isTTY: false }, false)).toBe(false);
    // A pipe or a file: Node's stdout has no isTTY there.
    expect(logsArePretty({}, false)).toBe(false);
  });

  it('turns a JSON entry into a readable line with its fields', async () => {
    const terminal = new PassThrough();
    const firstWrite = new Promise<string>((resolve) =>
      terminal.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    const logger = pino(new PrettyOutput(terminal).stream);

    logger.info({ route: '/api/auth/ok', status: 200 }, 'request completed');
    const written = await firstWrite;

    expect(written).not.toMatch(/^\{/);
    expect(written).toContain('request completed');
    expect(written).toMatch(/route: "\/api\/auth\/ok"/);
    expect(written).toMatch(/status: 200/);
  });
});
