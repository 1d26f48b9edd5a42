import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { ServiceProcess, startLoneService } from '../../support/deployment';
import { PASSWORD, cookiesFrom, uniqueEmail } from '../../support/factories';
import { OtlpReceiver, ReceivedSpan, SPAN_KIND, descendsFrom } from '../../support/otlp-receiver';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { redisForEveryApp, uniqueRedisPrefix } from '../../support/test-redis';
import { CookieJar } from '../../support/cookie-jar';
import { freePort } from '../../support/create-test-app';
import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TestIdentityProvider,
  startIdentityProvider,
} from '../../support/identity-provider';

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');
const SIGN_IN = '/api/auth/sign-in/email';

const systemOf = (span: ReceivedSpan) => span.attributes['db.system.name'];
const isStatement = (span: ReceivedSpan) => systemOf(span) === 'sqlite' || systemOf(span) === 'postgresql';

/** The built service, traced into a real OTLP/HTTP receiver on loopback. */
describe('traces', () => {
  let receiver: OtlpReceiver;
  let database: TestDatabase;
  let service: ServiceProcess;
  const redisUrl = redisForEveryApp();

  beforeAll(async () => {
    receiver = await OtlpReceiver.start();
    database = await createTestDatabase();
    service = await startLoneService(database.url, {
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: uniqueRedisPrefix() } : {}),
    });
  });

  afterAll(async () => {
    await service?.stop();
    await receiver?.stop();
    await database?.drop();
  });

  it('exports a sign-in as a request span over its password check and database statements', async () => {
    const email = uniqueEmail('traced');
    await request(service.url)
      .post('/api/auth/sign-up/email')
      .send({ email, password: PASSWORD, name: 'T' })
      .expect(200);
    await request(service.url).post(SIGN_IN).send({ email, password: PASSWORD }).expect(200);

    const isSignIn = (span: ReceivedSpan) => span.kind === SPAN_KIND.SERVER && span.name === `POST ${SIGN_IN}`;
    const spans = await receiver.spansWhen((received) => {
      const signIn = received.find(isSignIn);
      const inTrace = received.filter((span) => span.traceId === signIn?.traceId);
      return inTrace.some((span) => span.name === 'password.verify') && inTrace.some(isStatement);
    });
    const signIn = spans.find(isSignIn)!;
    expect(signIn).toMatchObject({ serviceName: 'auth-service', attributes: { 'http.route': SIGN_IN } });
    const under = (matches: (span: ReceivedSpan) => boolean) =>
      spans.filter((span) => matches(span) && descendsFrom(span, signIn, spans));
    expect(under((span) => span.name === 'password.verify')).toHaveLength(1);
    expect(under(isStatement).length).toBeGreaterThan(0);
    for (const statement of under(isStatement)) expect(statement.kind).toBe(SPAN_KIND.CLIENT);
    if (redisUrl) expect(under((span) => systemOf(span) === 'redis').length).toBeGreaterThan(0);

    const logLine = service
      .logs()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { route?: string; traceId?: string })
      .find((line) => line.route === SIGN_IN);
    expect(logLine?.traceId).toBe(signIn.traceId);
  });

  it('exports no value a statement or a path carried: no e-mail address, session token or reset token', async () => {
    const email = uniqueEmail('secret');
    const signUp = await request(service.url)
      .post('/api/auth/sign-up/email')
      .send({ email, password: PASSWORD, name: 'S' })
      .expect(200);
    const sessionToken = signUp.body.token as string;
    const resetToken = 'reset'.repeat(8);
    await request(service.url).get('/api/auth/get-session').set('Cookie', cookiesFrom(signUp)).expect(200);
    await request(service.url).get(`/api/auth/reset-password/${resetToken}?callbackURL=/x&token=${resetToken}`);

    const spans = await receiver.spansWhen((received) =>
      received.some((span) => span.attributes['http.route'] === '/api/auth/reset-password/:token'),
    );
    expect(spans.some((span) => span.attributes['http.route'] === '/api/auth/get-session')).toBe(true);
    const exported = JSON.stringify(spans);
    expect(exported).toContain('/api/auth/reset-password/:masked');
    for (const secret of [email, sessionToken, resetToken]) expect(exported).not.toContain(secret);
  });

  it('exports each e-mail delivery as a trace of its own, apart from the request that wrote the e-mail', async () => {
    const email = uniqueEmail('mailed');
    await request(service.url)
      .post('/api/auth/sign-up/email')
      .send({ email, password: PASSWORD, name: 'M' })
      .expect(200);
    await request(service.url)
      .post('/api/auth/request-password-reset')
      .send({ email, redirectTo: '/reset' })
      .expect(200);

    // A child ends before its parent, so the batch exporter may send the two in separate requests.
    const sendWithParent = (received: ReceivedSpan[]) =>
      received.find(
        (span) => span.name === 'email.send' && received.some((parent) => parent.spanId === span.parentSpanId),
      );
    const spans = await receiver.spansWhen((received) => sendWithParent(received) !== undefined);
    const send = sendWithParent(spans)!;
    const delivery = spans.find((span) => span.spanId === send.parentSpanId);
    expect(send.kind).toBe(SPAN_KIND.CLIENT);
    expect(delivery).toMatchObject({ name: 'email.deliver', parentSpanId: undefined });
    expect(spans.filter((span) => span.traceId === send.traceId && span.kind === SPAN_KIND.SERVER)).toEqual([]);
  });

  it('exports no span for readiness probes and metrics scrapes', async () => {
    await request(service.url).get('/health/ready').expect(200);
    await request(service.url).get('/api/auth/ok').expect(200);
    const spans = await receiver.spansWhen((received) => received.some((span) => span.name === 'GET /api/auth/ok'));
    expect(spans.map((span) => span.name)).toContain('GET /api/auth/ok');
    const probes = spans.filter((span) => `${span.name} ${String(span.attributes['http.target'])}`.includes('/health'));
    expect(probes).toEqual([]);
  });
});

/**
 * The OpenTelemetry packages that loading the whole built service (every module of main.js, then its
 * configuration error) left in the module cache.
 */
async function openTelemetryPackagesLoaded(env: Record<string, string>): Promise<string[]> {
  const MARK = 'loaded modules: ';
  const report = `process.on('exit', () => {
      const paths = Object.keys(require.cache).filter((path) => path.includes('@opentelemetry'));
      process.stdout.write('${MARK}' + JSON.stringify(paths));
    });
    require('./dist/main.js');`;
  const run = promisify(execFile)(process.execPath, ['-e', report], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
  });
  const { stdout } = await run.catch((failed: { stdout: string }) => failed);
  const paths = JSON.parse(stdout.slice(stdout.lastIndexOf(MARK) + MARK.length)) as string[];
  const packages = paths.flatMap((path) => /node_modules\/(@opentelemetry\/[^/]+)\//.exec(path)?.[1] ?? []);
  return [...new Set(packages)].sort();
}

describe('tracing off', () => {
  // Production without SMTP_URL is a configuration error: the process exits once main.js has loaded.
  const UNSTARTABLE = { NODE_ENV: 'production' };

  it('loads only the OpenTelemetry API, whose spans are no-ops, when no OTLP endpoint is set', async () => {
    expect(await openTelemetryPackagesLoaded(UNSTARTABLE)).toEqual(['@opentelemetry/api']);
    const traced = { ...UNSTARTABLE, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' };
    expect(await openTelemetryPackagesLoaded(traced)).toContain('@opentelemetry/sdk-node');
  });
});

const PROVIDER_ID = 'corp';

/** The built service, traced into an OTLP/HTTP receiver, signing a user in through a real OpenID provider. */
describe('traces of a sign-in through a provider', () => {
  let receiver: OtlpReceiver;
  let database: TestDatabase;
  let service: ServiceProcess;
  let idp: TestIdentityProvider;
  let issuer: string;

  beforeAll(async () => {
    receiver = await OtlpReceiver.start();
    database = await createTestDatabase();
    issuer = `http://127.0.0.1:${await freePort()}`;
    service = await startLoneService(database.url, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OIDC_PROVIDERS: JSON.stringify([
        { providerId: PROVIDER_ID, issuer, clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET },
      ]),
    });
    // The provider is discovered at the first sign-in, so it may start after the service.
    idp = await startIdentityProvider({
      port: Number(new URL(issuer).port),
      redirectUris: [`${service.url}/api/auth/callback/${PROVIDER_ID}`],
    });
  });

  afterAll(async () => {
    await idp?.stop();
    await service?.stop();
    await receiver?.stop();
    await database?.drop();
  });

  it("exports the calls to the provider under the sign-in's callback request", async () => {
    const email = uniqueEmail('social');
    await idp.addAccount({ sub: `sub-${email}`, email, email_verified: true });
    const browser = new CookieJar(service.url);
    const started = await browser.fetch(`${service.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: PROVIDER_ID, callbackURL: '/' }),
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const back = await idp.authorize(url, email);
    const callback = await browser.fetch(back, { redirect: 'manual' });
    expect(callback.status).toBe(302);

    const isCallback = (span: ReceivedSpan) =>
      span.kind === SPAN_KIND.SERVER && span.attributes['http.route'] === '/api/auth/callback/:providerId';
    const toProvider = (span: ReceivedSpan) =>
      span.kind === SPAN_KIND.CLIENT && String(span.attributes['url.full']).startsWith(issuer);
    const spans = await receiver.spansWhen((received) => {
      const request = received.find(isCallback);
      return (
        request !== undefined && received.some((span) => toProvider(span) && descendsFrom(span, request, received))
      );
    });
    const request = spans.find(isCallback)!;
    const calls = spans.filter((span) => toProvider(span) && descendsFrom(span, request, spans));
    expect(calls.map((span) => span.attributes['url.full'])).toContain(`${issuer}/token`);
    // The code and state the provider sent back stay out of the request's span.
    expect(request.attributes['url.query']).toBeUndefined();
    expect(JSON.stringify(spans)).not.toContain(back.searchParams.get('code'));
  });
});
