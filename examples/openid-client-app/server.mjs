// A web app that signs its users in through the auth service with OpenID Connect, using openid-client:
// the code flow with PKCE S256, state and nonce; userinfo for the page; refresh tokens; end-session.
//
//   ISSUER=https://auth.corp.example/api/auth CLIENT_ID=... CLIENT_SECRET=... \
//   APP_URL=http://127.0.0.1:4200 PORT=4200 node examples/openid-client-app/server.mjs
import { randomBytes } from 'node:crypto';
import express from 'express';
import * as oidc from 'openid-client';

const PORT = Number(process.env.PORT ?? 4200);
const ISSUER = new URL(process.env.ISSUER ?? 'http://localhost:3000/api/auth');
const CLIENT_ID = process.env.CLIENT_ID;
const CLIENT_SECRET = process.env.CLIENT_SECRET;
const APP_URL = process.env.APP_URL ?? `http://127.0.0.1:${PORT}`;
// Shows the session's tokens at /tokens, to watch refresh rotate them. Never in production.
const SHOW_TOKENS = process.env.SHOW_TOKENS === '1';
if (!CLIENT_ID || !CLIENT_SECRET)
  throw new Error('CLIENT_ID and CLIENT_SECRET must name the client registered for this app');

const REDIRECT_URI = `${APP_URL}/callback`;
const POST_LOGOUT_URI = `${APP_URL}/signed-out`;
const SCOPE = 'openid profile email offline_access';
const COOKIE = 'app_session';
// Refresh a little before the access token runs out, so a request never carries one that expires on the way.
const EXPIRY_MARGIN_MS = 30_000;

// openid-client refuses plain http; a service on http is only for trying the kit on one machine.
const config = await oidc.discovery(ISSUER, CLIENT_ID, undefined, oidc.ClientSecretBasic(CLIENT_SECRET), {
  execute: ISSUER.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
});

// Sessions live in this process; an app with more than one instance keeps them in a shared store.
const sessions = new Map();

/** The browser's session, or undefined: a visitor gets one only when they start signing in. */
function sessionOf(req) {
  const id = req.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]+)`))?.[1];
  return id ? sessions.get(id) : undefined;
}

function startSession(res) {
  const fresh = { id: randomBytes(32).toString('base64url') };
  sessions.set(fresh.id, fresh);
  // SameSite=Lax: the cookie comes back on the provider's redirect to /callback (a top-level GET) but not on
  // another site's POST, so the POST routes below need no CSRF token.
  const secure = APP_URL.startsWith('https:') ? '; Secure' : '';
  res.set('Set-Cookie', `${COOKIE}=${fresh.id}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  return fresh;
}

function endSession(session, res) {
  if (session) sessions.delete(session.id);
  res.set('Set-Cookie', `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}

function keep(session, tokens) {
  session.tokens = {
    accessToken: tokens.access_token,
    // The service rotates refresh tokens: each use answers a new one and retires the old.
    refreshToken: tokens.refresh_token ?? session.tokens?.refreshToken,
    idToken: tokens.id_token ?? session.tokens?.idToken,
    expiresAtMs: Date.now() + (tokens.expiresIn() ?? 0) * 1000,
    subject: tokens.claims()?.sub ?? session.tokens?.subject,
  };
}

const refresh = async (session) => keep(session, await oidc.refreshTokenGrant(config, session.tokens.refreshToken));

/** Refusals that mean the user's grant is gone (revoked, expired, signed out): sign in again. */
const isGrantEnded = (error) =>
  error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError;

const escape = (text) => String(text ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const page = (body) => `<!doctype html><meta charset="utf-8"><title>Team app</title>${body}`;
const signInPage = (note = '') => page(`<p>${note}</p><p><a href="/login">Sign in</a></p>`);

const app = express();
app.use(express.urlencoded({ extended: false }));

app.get('/', async (req, res) => {
  const session = sessionOf(req);
  if (!session?.tokens) return res.send(signInPage('You are not signed in.'));
  try {
    if (Date.now() > session.tokens.expiresAtMs - EXPIRY_MARGIN_MS) await refresh(session);
    const user = await oidc.fetchUserInfo(config, session.tokens.accessToken, session.tokens.subject);
    res.send(
      page(
        `<p>Signed in as <strong>${escape(user.name)}</strong> &lt;${escape(user.email)}&gt;</p>
<form method="post" action="/refresh"><button>Refresh tokens</button></form>
<form method="post" action="/logout"><button>Sign out</button></form>`,
      ),
    );
  } catch (error) {
    if (!isGrantEnded(error)) throw error;
    endSession(session, res);
    res.send(signInPage('Your sign-in has ended.'));
  }
});

app.get('/login', async (req, res) => {
  const verifier = oidc.randomPKCECodeVerifier();
  const session = sessionOf(req) ?? startSession(res);
  session.pending = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: session.pending.state,
    nonce: session.pending.nonce,
  });
  res.redirect(url.href);
});

app.get('/callback', async (req, res) => {
  const session = sessionOf(req);
  const pending = session?.pending;
  if (!pending) return res.status(400).send(signInPage('This sign-in was not started here.'));
  try {
    // Checks state, the `iss` parameter (RFC 9207) and, in the ID token, the nonce.
    const tokens = await oidc.authorizationCodeGrant(config, new URL(req.originalUrl, APP_URL), {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    // A new session id once signed in, so an id planted in the browser before sign-in is worth nothing.
    sessions.delete(session.id);
    keep(startSession(res), tokens);
    res.redirect(303, '/');
  } catch (error) {
    delete session.pending;
    // An error the service sent back, a response that fails openid-client's checks, or a refused code.
    const isRefusal = error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ClientError;
    if (!(isRefusal || isGrantEnded(error))) throw error;
    res.status(400).send(signInPage(`Sign-in failed: ${escape(error.error ?? error.message)}`));
  }
});

app.post('/refresh', async (req, res) => {
  const session = sessionOf(req);
  if (!session?.tokens) return res.redirect(303, '/');
  try {
    await refresh(session);
  } catch (error) {
    if (!isGrantEnded(error)) throw error;
    delete session.tokens;
  }
  res.redirect(303, '/');
});

app.post('/logout', (req, res) => {
  const session = sessionOf(req);
  const idToken = session?.tokens?.idToken;
  endSession(session, res);
  if (!idToken) return res.redirect(303, '/');
  // The hint names the user's session at the service, which ends even if the browser's cookie there is gone.
  const url = oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: POST_LOGOUT_URI });
  res.redirect(303, url.href);
});

app.get('/signed-out', (req, res) => res.send(signInPage('You are signed out.')));

if (SHOW_TOKENS)
  app.get('/tokens', (req, res) => {
    const { accessToken, refreshToken, idToken } = sessionOf(req)?.tokens ?? {};
    res.json({ accessToken, refreshToken, idToken });
  });

app.listen(PORT, '127.0.0.1', () => console.log(`team app on ${APP_URL}`));
