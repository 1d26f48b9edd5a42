import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AuthErrorFilter } from '../errors/auth-error.filter';
import { DirectRoute, DirectRoutes } from './direct-routes';
import { writeJson } from './write-json';

export interface DirectLaneOptions {
  /** What every API answer carries (the security headers and the API's own), set first as the middleware sets them. */
  headers: readonly (readonly [string, string])[];
  /** Whether the rate limit counts this request; the full stack's guard counts it then. */
  isRateLimited(route: DirectRoute, req: IncomingMessage): boolean;
  /** Counts the answered request, as the full stack's metrics middleware does. */
  observe(req: IncomingMessage, res: ServerResponse, route: DirectRoute): void;
  /** The global filter, which writes a failure as the full stack would. */
  errors: AuthErrorFilter;
}

/**
 * Puts the direct lane in front of Express on the app's HTTP server. The calls every integrated
 * app makes on each of its own requests (get-session) are answered with Node's own request and
 * response: Express swaps their prototypes for its own, and that alone costs more than reading
 * the session (0.07 ms against 0.01 ms a request on a bare server). A direct route takes its call
 * only in the plain form, the same for every caller: exact method and path, no query, no body, and
 * not counted by the rate limit. Every other request, and every other form of these calls, goes
 * to Express untouched, through the full stack.
 */
export function serveDirectRoutes(server: Server, routes: DirectRoutes, lane: DirectLaneOptions): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`The direct lane expects one request listener (Express), found ${listeners.length}`);
  const [fullStack] = listeners;
  server.removeListener('request', fullStack);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = routes.find(req.method, req.url);
    if (route && !hasBody(req) && !lane.isRateLimited(route, req)) void answer(route, req, res, lane);
    else fullStack(req, res);
  });
}

async function answer(route: DirectRoute, req: IncomingMessage, res: ServerResponse, lane: DirectLaneOptions): Promise<void> {
  lane.observe(req, res, route);
  for (const [name, value] of lane.headers) res.setHeader(name, value);
  try {
    const body = await route.answer(req, res);
    res.statusCode = 200;
    writeJson(res, body);
  } catch (error) {
    lane.errors.answer(error, req, res);
  }
}

/** A body the full stack would parse (and check for redirect targets); an empty one is no body. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
