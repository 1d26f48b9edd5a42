import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export class SmtpSink {
  readonly messages: CaughtMail[] = [];
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** On a free port, or on `port` (as a server that comes back where it was). */
  static async start(port = 0): Promise<SmtpSink> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            sink.receive({
              to: to?.value[0]?.address ?? '',
              from: parsed.from?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    // Mail can only arrive once the server listens, so `sink` exists by then.
    const sink = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The newest mail to `to` that matches, waiting up to `timeoutMs` for it to arrive. */
  async waitFor(to: string, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...this.messages].reverse().find((mail) => mail.to === to.toLowerCase() && match(mail));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** The first link in a mail's plain-text body that contains `fragment`. */
  static linkIn(mail: CaughtMail, fragment: string): string {
    const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
    if (!link) throw new Error(`No link with ${fragment} in "${mail.subject}"`);
    return link;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: CaughtMail): void {
    this.messages.push({ ...mail, to: mail.to.toLowerCase() });
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }
}
