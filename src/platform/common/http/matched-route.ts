/** A request as routing leaves it: Express's, or Node's own where no router ran. */
export interface RoutedRequest {
  route?: unknown;
  baseUrl?: string;
  originalUrl?: string;
  url?: string;
}

/**
 * The pattern of the route the router matched (`/api/auth/reset-password/:token`), or null when only a
 * catch-all (the not-found handler, the dashboard's page fallback) or nothing did. Routing is
 * case-sensitive and strict, so every rule keyed on it sees the one canonical spelling of a path, and
 * values in the path (tokens) never become part of a key or a label.
 */
export function matchedRouteOf(req: RoutedRequest): string | null {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' && !pattern.includes('*') ? `${req.baseUrl ?? ''}${pattern}` : null;
}

/** Segments at least this long in a path no route matched are masked in logs: tokens are longer. */
const MASKED_SEGMENT_LENGTH = 16;

/**
 * What a log may name a request's path as: the matched route's pattern, else the path without its query and long
 * segments masked.
 */
export function loggablePathOf(req: RoutedRequest): string {
  const route = matchedRouteOf(req);
  if (route) return route;
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
  return path
    .split('/')
    .map((segment) => (segment.length >= MASKED_SEGMENT_LENGTH ? ':masked' : segment))
    .join('/');
}
