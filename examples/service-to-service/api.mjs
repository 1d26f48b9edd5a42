// An API for other services, protected by the auth service's client-credentials access tokens. The tokens are
// opaque: each one is checked with the service's introspection endpoint (RFC 7662), where this API
// authenticates as its own client, linked to the API's resource (RFC 8707). Callers ask their tokens for that
// resource; the API accepts only tokens whose audience names it.
//
//   ISSUER=https://auth.corp.example/api/auth CLIENT_ID=... CLIENT_SECRET=... \
//   RESOURCE=https://reports.corp.example/ PORT=4300 node examples/service-to-service/api.mjs
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import * as oidc from 'openid-client';

const PORT = Number(process.env.PORT ?? 4300);
const ISSUER = new URL(process.env.ISSUER ?? 'http://localhost:3000/api/auth');
const CLIENT_ID = process.env.CLIENT_ID;
const CLIENT_SECRET = process.env.CLIENT_SECRET;
// This API's resource identifier, as registered at the service.
const RESOURCE = process.env.RESOURCE;
// How long an active answer is reused; 0 asks the service on every request.
const CACHE_SECONDS = Number(process.env.INTROSPECTION_CACHE_SECONDS ?? 30);
const CACHE_MAX_ENTRIES = 10_000;
const REALM = 'reports';
if (!CLIENT_ID || !CLIENT_SECRET) throw new Error('CLIENT_ID and CLIENT_SECRET must name this API’s client');
if (!RESOURCE) throw new Error('RESOURCE must name this API’s resource identifier');

// openid-client refuses plain http; a service on http is only for trying the kit on one machine.
const config = await oidc.discovery(ISSUER, CLIENT_ID, undefined, oidc.ClientSecretBasic(CLIENT_SECRET), {
  execute: ISSUER.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
});

/**
 * Active answers by the token's hash (the cache holds no usable token). An answer is kept for CACHE_SECONDS
 * at most and never past the token's `exp`, so a revoked token passes for that long at worst. Inactive
 * answers and failures are not kept: a token the service refused once is asked about again.
 */
const cache = new Map();

async function introspect(token) {
  const key = createHash('sha256').update(token).digest('base64url');
  const cached = cache.get(key);
  if (cached && cached.untilMs > Date.now()) return cached.answer;
  cache.delete(key);
  const answer = await oidc.tokenIntrospection(config, token, { token_type_hint: 'access_token' });
  const untilMs = Math.min(Date.now() + CACHE_SECONDS * 1000, (answer.exp ?? 0) * 1000);
  if (answer.active && untilMs > Date.now()) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value);
    cache.set(key, { answer, untilMs });
  }
  return answer;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The caller's introspection answer when its token is active and holds `scope`; otherwise answers and null. */
async function authorize(req, res, scope) {
  const token = /^Bearer ([\w.~+/-]+=*)$/i.exec(req.headers.authorization ?? '')?.[1];
  // RFC 6750 §3: a request without a token gets the challenge without an error code.
  if (!token)
    return send(res, 401, { error: 'a bearer token is required' }, { 'www-authenticate': `Bearer realm="${REALM}"` });
  let answer;
  try {
    answer = await introspect(token);
  } catch (failure) {
    console.error(`introspection failed: ${failure.message}`);
    return send(res, 503, { error: 'the token cannot be checked now' });
  }
  // A token for another resource this API's client is linked to is active too, but not meant for this API.
  const audience = [answer.aud ?? []].flat();
  if (!answer.active || !audience.includes(RESOURCE))
    return send(
      res,
      401,
      { error: 'invalid_token' },
      { 'www-authenticate': `Bearer realm="${REALM}", error="invalid_token"` },
    );
  if (
    !String(answer.scope ?? '')
      .split(' ')
      .includes(scope)
  )
    return send(
      res,
      403,
      { error: 'insufficient_scope', scope },
      { 'www-authenticate': `Bearer realm="${REALM}", error="insufficient_scope", scope="${scope}"` },
    );
  return answer;
}

const routes = {
  'GET /reports': {
    scope: 'api:read',
    handle: (caller, res) => send(res, 200, { reports: ['q1', 'q2'], client: caller.client_id }),
  },
  'POST /reports': {
    scope: 'api:write',
    handle: (caller, res) => send(res, 201, { saved: true, client: caller.client_id }),
  },
};

createServer((req, res) => {
  const route = routes[`${req.method} ${new URL(req.url, 'http://api').pathname}`];
  if (!route) return send(res, 404, { error: 'not found' });
  authorize(req, res, route.scope)
    .then((caller) => caller && route.handle(caller, res))
    .catch((failure) => {
      console.error(failure);
      if (!res.headersSent) send(res, 500, { error: 'internal error' });
    });
}).listen(PORT, '127.0.0.1', () => console.log(`reports API on http://127.0.0.1:${PORT}`));
