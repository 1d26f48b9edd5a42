// A real OpenID Connect provider (npm oidc-provider) on loopback, for the social sign-in tests and
// the dashboard's browser test. Run as its own process: `node test/support/oidc-provider.mjs`, with
// OIDC_TEST_PORT, OIDC_TEST_CLIENTS (JSON: [{client_id, client_secret, redirect_uris}]) and
// OIDC_TEST_KEY (a private JWK to sign with). It prints "ready" once it listens.
// Beside the provider it serves a sign-in page at /interaction/{uid} (an e-mail field) and, for the
// tests, /test/accounts (add a user), /test/key-set (make the key set hang, fail or be malformed)
// and /test/stats (how often the key set was fetched).
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_TEST_PORT);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.OIDC_TEST_CLIENTS ?? '[]').map((client) => ({
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_basic',
  ...client,
}));
const signingKey = JSON.parse(process.env.OIDC_TEST_KEY);

/** Users by subject: { sub, email, email_verified, name, picture }. */
const accounts = new Map();
let keySetMode = 'ok';
let keySetFetches = 0;

const provider = new Provider(issuer, {
  clients,
  jwks: { keys: [signingKey] },
  findAccount: async (_ctx, sub) => {
    const account = accounts.get(sub);
    return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  ttl: {
    AccessToken: 3600,
    AuthorizationCode: 60,
    IdToken: 3600,
    RefreshToken: 86400,
    Interaction: 600,
    Session: 3600,
    Grant: 3600,
  },
});
const handleProvider = provider.callback();

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, issuer);
    if (url.pathname.startsWith('/test/')) return await control(req, res, url);
    if (url.pathname.startsWith('/interaction/')) return await interaction(req, res, url);
    if (url.pathname === '/jwks') {
      keySetFetches += 1;
      if (keySetMode === 'hang') return; // never answers: the client's timeout decides
      if (keySetMode === 'error') return send(res, 500, 'application/json', '{"error":"unavailable"}');
      if (keySetMode === 'malformed') return send(res, 200, 'application/json', '{"keys":"none"}');
    }
    return handleProvider(req, res);
  } catch (error) {
    send(res, 500, 'text/plain', String(error?.message ?? error));
  }
});

async function control(req, res, url) {
  if (req.method === 'POST' && url.pathname === '/test/accounts') {
    const account = JSON.parse(await readBody(req));
    accounts.set(account.sub, account);
    return send(res, 204);
  }
  if (req.method === 'POST' && url.pathname === '/test/key-set') {
    keySetMode = JSON.parse(await readBody(req)).mode;
    return send(res, 204);
  }
  if (req.method === 'GET' && url.pathname === '/test/stats')
    return send(res, 200, 'application/json', JSON.stringify({ keySetFetches }));
  return send(res, 404);
}

async function interaction(req, res, _url) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') return send(res, 200, 'text/html; charset=utf-8', signInPage(details.uid, ''));
  const email = new URLSearchParams(await readBody(req)).get('email')?.trim().toLowerCase() ?? '';
  const account = [...accounts.values()].find((candidate) => candidate.email.toLowerCase() === email);
  if (!account)
    return send(res, 200, 'text/html; charset=utf-8', signInPage(details.uid, 'No such user at this provider.'));
  const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function signInPage(uid, problem) {
  return `<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>E-mail <input name="email" type="email" autocomplete="username"></label>
<button type="submit">Continue</button></form></body></html>`;
}

function send(res, status, type, body = '') {
  res.writeHead(status, type ? { 'content-type': type } : {});
  res.end(body);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
