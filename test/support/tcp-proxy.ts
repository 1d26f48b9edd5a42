import { Server, Socket, createConnection, createServer } from 'node:net';

/**
 * A loopback TCP proxy in front of a server (PostgreSQL), so a test can take the server away from
 * the app as a restart would — open connections dropped, new ones refused — and bring it back.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(port, target);
    await proxy.restore();
    return proxy;
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  /** Accepts connections again, on the same port. */
  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }
}
