import { Writable } from 'node:stream';

/** Every line an app logs, kept as written, for a test that reads them. */
export class LogCapture extends Writable {
  text = '';

  _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }

  /** The JSON lines written so far. */
  entries(): { level: number; msg: string; context?: string }[] {
    return this.text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; context?: string });
  }
}
