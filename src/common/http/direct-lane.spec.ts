import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json } from 'body-parser';
import { IsString } from 'class-validator';
import { AuthError } from '../errors/auth-error';
import { AuthErrorFilter } from '../errors/auth-error.filter';
import { BASE_ERRORS } from '../errors/base.errors';
import { AuthValidationPipe } from '../validation/auth-validation.pipe';
import { DirectLaneOptions, serveDirectRoutes } from './direct-lane';
import { DirectRoute, DirectRoutes } from './direct-routes';
import { assertSafeRedirectTargets } from './origin.guard';

const TRUSTED_KEY = 'trusted-backend-key';

class ThingDto {
  @IsString()
  key!: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const openLanes: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(openLanes.splice(0).map((close) => close()));
});

/** A real HTTP server whose only other listener stands in for Express and says so; closed after each test. */
async function startLane(route: DirectRoute, overrides: Partial<DirectLaneOptions> = {}) {
  const server: Server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.end('full stack');
  });
  const routes = new DirectRoutes();
  routes.register(route);
  const observed: string[] = [];
  serveDirectRoutes(server, routes, {
    headers: [['X-Frame-Options', 'DENY'], ['Cache-Control', 'no-store']],
    isRateLimited: () => false,
    isTrustedBackend: (req) => req.headers['x-service-key'] === TRUSTED_KEY,
    parseJson: json({ limit: '1kb' }),
    checkRedirectTargets: (body) => assertSafeRedirectTargets(body, {}, ['http://127.0.0.1:3000']),
    validation: new AuthValidationPipe(),
    observe: (_req, res, matched) => res.once('finish', () => observed.push(`${matched.path} ${res.statusCode}`)),
    errors: new AuthErrorFilter(),
    ...overrides,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  openLanes.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { send, observed };
}

function route(answer: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>): DirectRoute {
  return { method: 'GET', path: '/api/auth/thing', answer };
}

describe('the direct lane', () => {
  it('answers its route with the shared headers, JSON typed and sized, and counts the request', async () => {
    const lane = await startLane(route(async () => ({ name: 'é' })));
    const answer = await lane.send('GET', '/api/auth/thing');

    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"name":"é"}');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"é"}')));
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(lane.observed).toEqual(['/api/auth/thing 200']);
  });

  it('answers null as the JSON literal, keeping the headers the route set', async () => {
    const lane = await startLane(
      route(async (_req, res) => {
        res.setHeader('Set-Cookie', ['a=; Max-Age=0']);
        return null;
      }),
    );
    const answer = await lane.send('GET', '/api/auth/thing');

    expect(answer.body).toBe('null');
    expect(answer.headers['set-cookie']).toEqual(['a=; Max-Age=0']);
  });

  it.each([
    ['a query string', 'GET', '/api/auth/thing?x=1', {}, undefined],
    ['another method', 'HEAD', '/api/auth/thing', {}, undefined],
    ['another path', 'GET', '/api/auth/thing/', {}, undefined],
    ['a body', 'GET', '/api/auth/thing', { 'Content-Type': 'application/json', 'Content-Length': '38' }, '{"callbackURL":"https://evil.example"}'],
    ['a chunked body', 'GET', '/api/auth/thing', { 'Transfer-Encoding': 'chunked' }, 'x'],
  ])('hands a request with %s to the full stack', async (_case, method, path, headers, body) => {
    const answered = jest.fn(async () => ({}));
    const lane = await startLane(route(answered));
    const answer = await lane.send(method, path, headers, body);

    expect(answer.status).toBe(200);
    if (method !== 'HEAD') expect(answer.body).toBe('full stack');
    expect(answered).not.toHaveBeenCalled();
    expect(lane.observed).toEqual([]);
  });

  it('takes an explicitly empty body', async () => {
    const lane = await startLane(route(async () => ({ ok: true })));
    const answer = await lane.send('GET', '/api/auth/thing', { 'Content-Length': '0' });

    expect(answer.body).toBe('{"ok":true}');
  });

  it('hands a request the rate limit counts to the full stack, whose guard counts it', async () => {
    const answered = jest.fn(async () => ({}));
    const lane = await startLane(route(answered), { isRateLimited: (_route, req) => req.headers['x-counted'] === 'yes' });
    expect((await lane.send('GET', '/api/auth/thing', { 'X-Counted': 'yes' })).body).toBe('full stack');
    expect((await lane.send('GET', '/api/auth/thing', { 'X-Counted': 'no' })).body).toBe('{}');
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('writes a failure as the global filter does, with its status and headers', async () => {
    const lane = await startLane(
      route(async () => {
        throw new AuthError(BASE_ERRORS.TOO_MANY_REQUESTS, { headers: { 'X-Retry-After': '7' } });
      }),
    );
    const answer = await lane.send('GET', '/api/auth/thing');

    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toEqual({ code: BASE_ERRORS.TOO_MANY_REQUESTS.code, message: BASE_ERRORS.TOO_MANY_REQUESTS.message });
    expect(answer.headers['x-retry-after']).toBe('7');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(lane.observed).toEqual(['/api/auth/thing 429']);
  });

  it('answers an unexpected failure with a generic 500 and no detail', async () => {
    const lane = await startLane(
      route(async () => {
        throw new Error('secret detail');
      }),
    );
    const answer = await lane.send('GET', '/api/auth/thing');

    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain('secret detail');
    expect(JSON.parse(answer.body).code).toBe(BASE_ERRORS.INTERNAL_SERVER_ERROR.code);
  });

  describe('for a POST with a JSON body', () => {
    const JSON_CALL = { 'Content-Type': 'application/json', 'x-service-key': TRUSTED_KEY };
    const post = (answer: DirectRoute['answer']): DirectRoute => ({ method: 'POST', path: '/api/auth/thing', body: ThingDto, serverOnly: true, answer });

    it('answers with the body parsed and validated into the DTO, unknown fields stripped', async () => {
      const answered = jest.fn(async (_req: IncomingMessage, _res: ServerResponse, body?: object) => body);
      const lane = await startLane(post(answered));
      const answer = await lane.send('POST', '/api/auth/thing', JSON_CALL, '{"key":"k1","extra":true}');

      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ key: 'k1' });
      expect(answered.mock.calls[0][2]).toBeInstanceOf(ThingDto);
    });

    it.each([
      ['no service key', { 'Content-Type': 'application/json' }],
      ['a wrong service key', { 'Content-Type': 'application/json', 'x-service-key': 'nope' }],
      ['a cookie, whose origin the full stack checks', { ...JSON_CALL, Cookie: 'a=b' }],
      ['a form body', { ...JSON_CALL, 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['text', { ...JSON_CALL, 'Content-Type': 'text/plain' }],
    ])('hands a call with %s to the full stack, body unread', async (_case, headers) => {
      const answered = jest.fn(async () => ({}));
      const lane = await startLane(post(answered));
      const answer = await lane.send('POST', '/api/auth/thing', headers, '{"key":"k1"}');

      expect(answer.body).toBe('full stack');
      expect(answered).not.toHaveBeenCalled();
    });

    it.each([
      ['malformed JSON', '{"key":', BASE_ERRORS.VALIDATION_ERROR],
      ['JSON that is not an object', '"k1"', BASE_ERRORS.VALIDATION_ERROR],
      ['a body past the limit', JSON.stringify({ key: 'k'.repeat(2000) }), BASE_ERRORS.PAYLOAD_TOO_LARGE],
      ['a field of the wrong type', '{"key":1}', BASE_ERRORS.VALIDATION_ERROR],
      ['an untrusted redirect target', '{"key":"k1","callbackURL":"https://evil.example/x"}', BASE_ERRORS.INVALID_CALLBACKURL],
    ])('refuses %s as the full stack does', async (_case, body, { status, code }) => {
      const answered = jest.fn(async () => ({}));
      const lane = await startLane(post(answered));
      const answer = await lane.send('POST', '/api/auth/thing', JSON_CALL, body);

      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body).code).toBe(code);
      expect(answered).not.toHaveBeenCalled();
    });
  });
});
