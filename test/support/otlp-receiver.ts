import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';

/** OTLP's span kinds, as numbers on the wire. */
export const SPAN_KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3 } as const;

/** One span as an OTLP/HTTP JSON export carries it, with its resource's service name. */
export interface ReceivedSpan {
  serviceName: unknown;
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<ReceivedSpan, 'attributes' | 'scope' | 'serviceName'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

/** Each attribute's one value, whatever its type (`stringValue`, `intValue`, ...). */
function attributesOf(attributes: OtlpAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
}

function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name'];
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        serviceName,
        scope: scopeSpans.scope?.name ?? '',
        name: span.name,
        kind: span.kind,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

/** Whether `span`'s chain of parents, within `spans`, reaches `ancestor`. */
export function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  const byId = new Map(spans.filter((each) => each.traceId === span.traceId).map((each) => [each.spanId, each]));
  for (let parentId = span.parentSpanId; parentId; parentId = byId.get(parentId)?.parentSpanId) {
    if (parentId === ancestor.spanId) return true;
  }
  return false;
}

/** An OTLP/HTTP trace receiver on loopback, taking JSON exports at /v1/traces, as a collector would. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OtlpReceiver> {
    const server = createServer();
    const receiver = new OtlpReceiver(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const isTraces = req.method === 'POST' && req.url === '/v1/traces';
        if (isTraces && req.headers['content-type'] === 'application/json') {
          receiver.spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
        }
        res.writeHead(isTraces ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  /** The base URL, as OTEL_EXPORTER_OTLP_ENDPOINT names it: the exporter adds /v1/traces. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The spans received once `done` holds for them, or all received when it has not within `timeoutMs`. */
  async spansWhen(done: (spans: ReceivedSpan[]) => boolean, timeoutMs = 10_000): Promise<ReceivedSpan[]> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.spans) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return this.spans;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
