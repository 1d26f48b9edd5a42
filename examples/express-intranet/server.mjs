// An intranet app behind the auth service: routes protected by the service's JWTs, verified offline
// against its published key set, with the session cookie forwarded to get-session as a fallback
// (a browser on a sibling host, see COOKIE_DOMAIN).
//
//   AUTH_URL=https://auth.corp.example PORT=4000 node examples/express-intranet/server.mjs
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const AUTH_URL = process.env.AUTH_URL ?? 'http://localhost:3000';
// The service's BASE_URL (or its JWT_ISSUER / JWT_AUDIENCE) when apps reach it by another address.
const ISSUER = process.env.AUTH_ISSUER ?? AUTH_URL;
const AUDIENCE = process.env.AUTH_AUDIENCE ?? ISSUER;
const PORT = Number(process.env.PORT ?? 4000);

// Fetched once, cached, and fetched again when a token names a key it does not know (after a
// rotation), at most once per cooldown, so forged key ids cannot make it hammer the service.
const keySet = createRemoteJWKSet(new URL('/api/auth/jwks', AUTH_URL), {
  cooldownDuration: Number(process.env.JWKS_COOLDOWN_MS ?? 30_000),
});

const rolesOf = (role) => (typeof role === 'string' && role ? role.split(',').map((name) => name.trim()) : []);

/** The caller from `Authorization: Bearer <JWT>`, or from the session cookie; null when neither is valid. */
async function identify(req) {
  const authorization = req.get('authorization') ?? '';
  if (/^bearer /i.test(authorization)) {
    try {
      const { payload } = await jwtVerify(authorization.slice(7).trim(), keySet, {
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      return { id: payload.sub, email: payload.email, roles: rolesOf(payload.role), via: 'jwt' };
    } catch {
      return null;
    }
  }
  const cookie = req.get('cookie');
  if (!cookie) return null;
  // A cookie is only a reference to a session: the service says whether it is still valid.
  const answer = await fetch(new URL('/api/auth/get-session', AUTH_URL), { headers: { cookie } });
  const session = answer.ok ? await answer.json() : null;
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, roles: rolesOf(session.user.role), via: 'session' };
}

function signedIn(req, res, next) {
  identify(req)
    .then((user) => {
      if (!user) return res.status(401).json({ error: 'sign in first' });
      req.user = user;
      next();
    })
    .catch(next);
}

const hasRole = (role) => (req, res, next) =>
  req.user.roles.includes(role) ? next() : res.status(403).json({ error: `needs the ${role} role` });

export const app = express();
app.get('/api/me', signedIn, (req, res) => res.json(req.user));
app.get('/api/admin/report', signedIn, hasRole('admin'), (req, res) =>
  res.json({ report: 'quarterly figures', for: req.user.email }),
);

app.listen(PORT, '127.0.0.1', () => console.log(`intranet app on http://127.0.0.1:${PORT}`));
