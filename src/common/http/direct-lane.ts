import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { PipeTransform } from '@nestjs/common';
import typeIs from 'type-is';
import type { AuthErrorFilter } from '../errors/auth-error.filter';
import { DirectRoute, DirectRoutes } from './direct-routes';
import { writeJson } from './write-json';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface DirectLaneOptions {
  /** What every API answer carries (the security headers and the API's own), set first as the middleware sets them. */
  headers: readonly (readonly [string, string])[];
  /** Whether the rate limit counts this request; the full stack's guard counts it then. */
  isRateLimited(route: DirectRoute, req: IncomingMessage): boolean;
  /** Whether the request carries a valid service key. */
  isTrustedBackend(req: IncomingMessage): boolean;
  /** Counts the answered request, as the full stack's metrics middleware does. */
  observe(req: IncomingMessage, res: ServerResponse, route: DirectRoute): void;
  /** The full stack's JSON body parser, with its limit. */
  parseJson: Middleware;
  /** The full stack's check of redirect targets in a body. */
  checkRedirectTargets(body: unknown): void;
  /** The global validation pipe. */
  validation: PipeTransform;
  /** The global filter, which writes a failure as the full stack would. */
  errors: AuthErrorFilter;
}

/**
 * Puts the direct lane in front of Express on the app's HTTP server. The calls integrated apps and
 * their backends make on each of their own requests (get-session, API-key verify) are answered with
 * Node's own request and response: Express swaps their prototypes for its own, and that alone costs
 * more than the call (0.07 ms against 0.01 ms a request on a bare server). A direct route takes its
 * call only in the plain form: exact method and path, no query, not counted by the rate limit, no
 * cookie on a POST (whose origin the full stack checks), a POST's body JSON, and a service key where
 * the route is server-only. Every other request, and every other form of these calls, goes to
 * Express untouched, through the full stack. On the lane, a POST's body goes through the full
 * stack's own parser, redirect-target check and validation pipe, in the full stack's order.
 */
export function serveDirectRoutes(server: Server, routes: DirectRoutes, lane: DirectLaneOptions): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`The direct lane expects one request listener (Express), found ${listeners.length}`);
  const [fullStack] = listeners;
  server.removeListener('request', fullStack);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = routes.find(req.method, req.url);
    if (route && takesPlainForm(route, req, lane)) void answer(route, req, res, lane);
    else fullStack(req, res);
  });
}

function takesPlainForm(route: DirectRoute, req: IncomingMessage, lane: DirectLaneOptions): boolean {
  if (route.method === 'GET' ? hasBody(req) : req.headers.cookie !== undefined || !isJsonBody(req)) return false;
  if (route.serverOnly && !lane.isTrustedBackend(req)) return false;
  return !lane.isRateLimited(route, req);
}

async function answer(route: DirectRoute, req: IncomingMessage, res: ServerResponse, lane: DirectLaneOptions): Promise<void> {
  lane.observe(req, res, route);
  for (const [name, value] of lane.headers) res.setHeader(name, value);
  try {
    const body = route.method === 'POST' ? await readBody(route, req, res, lane) : undefined;
    const value = await route.answer(req, res, body);
    res.statusCode = 200;
    writeJson(res, value);
  } catch (error) {
    lane.errors.answer(error, req, res);
  }
}

async function readBody(route: DirectRoute, req: IncomingMessage, res: ServerResponse, lane: DirectLaneOptions): Promise<object> {
  await new Promise<void>((resolve, reject) => lane.parseJson(req, res, (error) => (error ? reject(error) : resolve())));
  const parsed = (req as { body?: unknown }).body;
  lane.checkRedirectTargets(parsed);
  return (await lane.validation.transform(parsed, { type: 'body', metatype: route.body })) as object;
}

/** A body the full stack would parse (and check for redirect targets); an empty one is no body. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A JSON body, by the test the full stack's content-type check and parser make. */
function isJsonBody(req: IncomingMessage): boolean {
  return typeIs.hasBody(req) && typeIs(req, ['application/json']) !== false;
}
