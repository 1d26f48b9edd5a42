import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * Express with case-sensitive, strict routing, set before its router exists (it reads them once, when
 * made): `/API/auth/Sign-In/email`, `/api/auth/sign-in/email/` and `//api/auth/sign-in/email` match no
 * route and answer 404, as Better Auth's router answers them, so each path has one spelling and every
 * rule keyed on it (rate limits, body types, server-only checks, audit, metrics) sees that spelling.
 */
export function createHttpAdapter(): ExpressAdapter {
  const server = express();
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  return new ExpressAdapter(server);
}
