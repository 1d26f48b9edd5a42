import { RequestMethod } from '@nestjs/common';
import { json } from 'body-parser';
import { NestExpressApplication } from '@nestjs/platform-express';
import { PinoLogger } from 'nestjs-pino';
import type { NextFunction, Request, Response } from 'express';
import { AuthErrorFilter } from './common/errors/auth-error.filter';
import { setUpReference } from './common/http/api-reference';
import { isApiPath, refuseApiPathsOutsideMounts } from './common/http/api-paths';
import { serveDirectRoutes } from './common/http/direct-lane';
import { DirectRoutes } from './common/http/direct-routes';
import { assertSafeRedirectTargets } from './common/http/origin.guard';
import { fixedHeadersOf, securityHeaders } from './common/http/security-headers';
import { hasServiceKey } from './common/http/server-only';
import { writesRequestLogs } from './common/logging/logging.module';
import { logRequests } from './common/logging/request-logger';
import { AuthValidationPipe } from './common/validation/auth-validation.pipe';
import { AppConfig } from './config/app-config';
import { translateDatabaseFault } from './database/database-faults';
import { measureRequests, observeRequest } from './metrics/http-metrics.middleware';
import { ServiceMetrics } from './metrics/service-metrics';
import { isRateLimited } from './rate-limit/rate-limit-rules';

const BODY_LIMIT = '100kb';
// API answers are never cached and never sniffed.
const API_HEADERS: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['X-Content-Type-Options', 'nosniff'],
];

/** Everything the HTTP app needs beyond its modules; shared by the server and the tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  const { router } = app.getHttpAdapter().getInstance() as { router: { caseSensitive?: boolean; strict?: boolean } };
  if (!router.caseSensitive || !router.strict) throw new Error('The HTTP adapter must route strictly and case-sensitively: make it with createHttpAdapter()');
  app.disable('x-powered-by');
  // API answers are never cached (no-store), so hashing each body for an ETag is work no client uses;
  // the dashboard's files keep theirs, set by the static file server.
  app.set('etag', false);
  app.set('trust proxy', false);
  const metrics = app.get(ServiceMetrics);
  if (writesRequestLogs(config.logLevel)) app.use(logRequests(PinoLogger.root, config));
  const security = securityHeaders(config.baseUrl);
  app.use(measureRequests(metrics));
  app.use(security);
  app.use(apiHeaders);
  app.use(refuseApiPathsOutsideMounts(config.basePath));
  // The one JSON parser: Express's middleware and the direct lane both read bodies with it.
  const parseJson = json({ limit: BODY_LIMIT });
  app.use(parseJson);
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  app.use(readFormBooleans);
  app.setGlobalPrefix(config.basePath.replace(/^\//, ''), {
    exclude: [
      { path: 'health/{*path}', method: RequestMethod.ALL },
      { path: 'api/dev/{*path}', method: RequestMethod.ALL },
      { path: 'metrics', method: RequestMethod.GET },
    ],
  });
  const validation = new AuthValidationPipe();
  app.useGlobalPipes(validation);
  const errors = new AuthErrorFilter([translateDatabaseFault]);
  app.useGlobalFilters(errors);
  setUpReference(app, config);
  // Request logs are written by Express middleware; while they are, every request takes the full stack.
  if (!writesRequestLogs(config.logLevel)) {
    serveDirectRoutes(app.getHttpServer(), app.get(DirectRoutes), {
      // Later values win in place, as a header set again keeps its place in Node's response.
      headers: [...new Map([...fixedHeadersOf(security), ...API_HEADERS])],
      isRateLimited: (route, req) => isRateLimited(route.path.slice(config.basePath.length), req.headers, config),
      isTrustedBackend: (req) => hasServiceKey(req.headers, config.serviceKeys),
      observe: (req, res, route) => observeRequest(metrics, req, res, () => route.path),
      parseJson,
      checkRedirectTargets: (body) => assertSafeRedirectTargets(body, {}, config.trustedOrigins),
      validation,
      errors,
    });
  }
}

function apiHeaders(req: Request, res: Response, next: NextFunction): void {
  if (isApiPath(req.path)) {
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
  }
  next();
}

const FORM_BOOLEANS: Record<string, boolean> = { true: true, on: true, false: false, off: false };

/** Form fields arrive as text; a checkbox's rememberMe becomes the boolean a JSON client sends. */
function readFormBooleans(req: Request, _res: Response, next: NextFunction): void {
  const value = req.body?.rememberMe;
  if (req.is('application/x-www-form-urlencoded') && typeof value === 'string' && Object.hasOwn(FORM_BOOLEANS, value)) {
    req.body.rememberMe = FORM_BOOLEANS[value];
  }
  next();
}
