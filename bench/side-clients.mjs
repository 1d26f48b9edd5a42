// The calls the benchmark makes on either side to set itself up, and the requests it loads them with.
// This service offers Better Auth's in-process calls over HTTP with a service key; for Better Auth,
// its bench server makes the same calls in-process.

/** A browser's POST: JSON from the server's own origin (Better Auth refuses one without an Origin). */
function postHeaders(server) {
  return { 'content-type': 'application/json', origin: server.origin };
}

async function post(server, url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...postHeaders(server), ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return { body: JSON.parse(text), headers: response.headers };
}

export async function signUp(server, { email, password, name }) {
  const { body } = await post(server, `${server.base}/sign-up/email`, { email, password, name });
  return body.user;
}

/** The Cookie header a browser would send after signing in (session token, and the cache when on). */
export async function signIn(server, { email, password }) {
  const { headers } = await post(server, `${server.base}/sign-in/email`, { email, password });
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function createApiKey(server, serviceKey, { userId, remaining = null }) {
  const body = { userId, rateLimitEnabled: false, ...(remaining === null ? {} : { remaining }) };
  const created =
    server.side === 'service'
      ? await post(server, `${server.base}/api-key/create`, body, { 'x-service-key': serviceKey })
      : await post(server, `${server.origin}/bench/api-key/create`, body);
  return { id: created.body.id, key: created.body.key };
}

export function verifyRequest(server, serviceKey, key) {
  const body = JSON.stringify({ key });
  return server.side === 'service'
    ? {
        url: `${server.base}/api-key/verify`,
        method: 'POST',
        headers: { ...postHeaders(server), 'x-service-key': serviceKey },
        body,
      }
    : { url: `${server.origin}/bench/api-key/verify`, method: 'POST', headers: postHeaders(server), body };
}

export function signInRequest(server, { email, password }) {
  return {
    url: `${server.base}/sign-in/email`,
    method: 'POST',
    headers: postHeaders(server),
    body: JSON.stringify({ email, password }),
  };
}

/** Sign-ups of new addresses, one per request. */
export function signUpRequest(server, label) {
  let next = 0;
  return {
    url: `${server.base}/sign-up/email`,
    method: 'POST',
    headers: postHeaders(server),
    setupRequest: (request) => {
      next += 1;
      const email = `${label}-${process.pid}-${next}@example.com`;
      return {
        ...request,
        body: JSON.stringify({ email, password: 'bench sign-up password', name: `Signed up ${next}` }),
      };
    },
  };
}

/** Sign-ins of addresses nobody has, a new one each time, as a password sprayer sends them. */
export function sprayedSignInRequest(server) {
  let next = 0;
  return {
    url: `${server.base}/sign-in/email`,
    method: 'POST',
    headers: postHeaders(server),
    setupRequest: (request) => {
      next += 1;
      return {
        ...request,
        body: JSON.stringify({ email: `sprayed-${process.pid}-${next}@example.com`, password: 'a guessed password' }),
      };
    },
  };
}
