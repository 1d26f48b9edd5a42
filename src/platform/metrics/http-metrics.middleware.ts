import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { matchedRouteOf } from '../common/http/matched-route';
import { ServiceMetrics } from './service-metrics';

/** Times every request, refused ones included, and counts it under its route pattern once the answer is sent. */
export function measureRequests(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    observeRequest(metrics, req, res, () => routeOf(req));
    next();
  };
}

/** Counts one request under the route `route()` names once its answer is sent, with the time it took. */
function observeRequest(metrics: ServiceMetrics, req: IncomingMessage, res: ServerResponse, route: () => string): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    metrics.recordRequest({
      method: req.method ?? 'GET',
      route: route(),
      status: res.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
    });
  });
}

/** The matched route's pattern; requests no endpoint matched share one label, so scans cannot flood the series. */
function routeOf(req: Request): string {
  return matchedRouteOf(req) ?? 'unmatched';
}
