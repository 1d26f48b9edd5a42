// A backend whose own callers (scripts, partner systems) present API keys they made in the auth
// service. Each request asks the service through api-key/verify, with this backend's service key and
// the permissions the route needs.
//
//   AUTH_URL=https://auth.corp.example SERVICE_KEY=... PORT=4100 node examples/api-key-backend/server.mjs
import express from 'express';

const AUTH_URL = process.env.AUTH_URL ?? 'http://localhost:3000';
const SERVICE_KEY = process.env.SERVICE_KEY; // one of the service's SERVICE_KEYS
const PORT = Number(process.env.PORT ?? 4100);
if (!SERVICE_KEY) throw new Error('SERVICE_KEY must be one of the auth service’s SERVICE_KEYS');

// Refusals the caller can act on; anything else (unknown key, missing permission, disabled,
// expired, banned owner) is a plain 401 or 403.
const STATUS_BY_CODE = { RATE_LIMITED: 429, USAGE_EXCEEDED: 429, KEY_NOT_FOUND: 403 };

/**
 * Verifies the caller's key for `permissions` on every request. Nothing is cached: each verification
 * is one use of the key (its `remaining` quota and rate limit count it), and a key that is deleted,
 * disabled or whose owner is banned must stop working on the very next request.
 */
const requireKey = (permissions) => async (req, res, next) => {
  const key = req.get('x-api-key');
  if (!key) return res.status(401).json({ error: 'send your API key in x-api-key' });
  try {
    const answer = await fetch(new URL('/api/auth/api-key/verify', AUTH_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-key': SERVICE_KEY },
      body: JSON.stringify({ key, permissions }),
    });
    if (!answer.ok) throw new Error(`api-key/verify answered ${answer.status}`);
    const { valid, error, key: verified } = await answer.json();
    if (!valid) return res.status(STATUS_BY_CODE[error.code] ?? 401).json({ error: error.code });
    // Better Auth 1.7 names the key's owner `referenceId`; 1.4 (BETTER_AUTH_COMPAT=1.4) names it `userId`.
    req.caller = { userId: verified.referenceId ?? verified.userId, keyId: verified.id, remaining: verified.remaining };
    next();
  } catch (failure) {
    next(failure);
  }
};

const app = express();
app.use(express.json());
app.get('/reports', requireKey({ reports: ['read'] }), (req, res) =>
  res.json({ reports: ['q1', 'q2'], caller: req.caller }),
);
app.post('/reports', requireKey({ reports: ['write'] }), (req, res) =>
  res.status(201).json({ saved: req.body.name, caller: req.caller }),
);

app.listen(PORT, '127.0.0.1', () => console.log(`reports backend on http://127.0.0.1:${PORT}`));
