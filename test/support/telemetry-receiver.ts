import { IncomingHttpHeaders, Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';

/** One POST the receiver took, its body parsed as JSON. */
export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The body as it came, for searching it for what must not be there. */
  text: string;
}

/** A telemetry endpoint on loopback that keeps what it is sent; `status` is what it answers. */
export class TelemetryReceiver {
  readonly events: ReceivedEvent[] = [];
  /** Connections made to it, whatever they sent. */
  connections = 0;
  status = 200;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<TelemetryReceiver> {
    const server = createServer();
    const receiver = new TelemetryReceiver(server);
    server.on('connection', () => (receiver.connections += 1));
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        receiver.events.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown>, text });
        res.writeHead(receiver.status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/events`;
  }

  ofType(type: string): ReceivedEvent[] {
    return this.events.filter((event) => event.body.type === type);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
