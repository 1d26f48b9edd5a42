import { RequestMethod } from '@nestjs/common';
import { json, urlencoded } from 'body-parser';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AuthErrorFilter } from './platform/common/errors/auth-error.filter';
import { setUpReference } from './platform/runtime/http/api-reference';
import { forgetEmptyBodies, noteEmptyBody } from './platform/common/http/empty-body';
import { noteFormBody } from './platform/common/http/form-body';
import { isApiPath, refuseApiPathsOutsideMounts } from './platform/common/http/api-paths';
import { fixedHeadersOf, securityHeaders } from './platform/common/http/security-headers';
import { trustedOriginCors } from './platform/common/http/trusted-origin-cors';
import { writesRequestLogs } from './platform/runtime/logging/logging.module';
import { logRequests } from './platform/runtime/logging/request-logger';
import { RootLogger } from './platform/common/logging/root-logger';
import { AuthValidationPipe } from './platform/common/validation/auth-validation.pipe';
import { AppConfig } from './platform/config/app-config';
import { translateDatabaseFault } from './platform/database/database-faults';
import { measureRequests } from './platform/metrics/http-metrics.middleware';
import { documentSecondFactorRefusals } from './sign-in/second-factor-policy/second-factor-reference';
import { ServiceMetrics } from './platform/metrics/service-metrics';
import { parseScimBodies } from './manage/scim/protocol/scim-body-parser';

const BODY_LIMIT = '100kb';
// API answers are never cached and never sniffed.
const API_HEADERS: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['X-Content-Type-Options', 'nosniff'],
];

/** Everything the HTTP app needs beyond its modules; shared by the server and the tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  const { router } = app.getHttpAdapter().getInstance() as { router: { caseSensitive?: boolean; strict?: boolean } };
  if (!router.caseSensitive || !router.strict)
    throw new Error('The HTTP adapter must route strictly and case-sensitively: make it with createHttpAdapter()');
  app.disable('x-powered-by');
  // API answers are never cached (no-store), so hashing each body for an ETag is work no client uses;
  // the dashboard's files keep theirs, set by the static file server.
  app.set('etag', false);
  app.set('trust proxy', false);
  const metrics = app.get(ServiceMetrics);
  if (writesRequestLogs(config.logLevel)) app.use(logRequests(app.get(RootLogger).pino, config));
  app.use(measureRequests(metrics));
  app.use(responseHeaders(fixedHeadersOf(securityHeaders(config.baseUrl))));
  app.use(refuseApiPathsOutsideMounts(config.basePath));
  app.use(trustedOriginCors(config.basePath, config.trustedOrigins));
  app.use(`${config.basePath}/scim/v2`, ...parseScimBodies(BODY_LIMIT));
  app.use(json({ limit: BODY_LIMIT, verify: noteEmptyBody }));
  app.use(urlencoded({ limit: BODY_LIMIT, extended: false, verify: noteFormBody }));
  app.use(forgetEmptyBodies);
  app.use(readFormBooleans);
  app.setGlobalPrefix(config.basePath.replace(/^\//, ''), {
    exclude: [
      { path: 'health/{*path}', method: RequestMethod.ALL },
      { path: 'api/dev/{*path}', method: RequestMethod.ALL },
      { path: 'metrics', method: RequestMethod.GET },
      // RFC 8414 §3.1: an issuer's metadata lives at the root, before the issuer's path.
      { path: '.well-known/oauth-authorization-server/{*path}', method: RequestMethod.ALL },
    ],
  });
  app.useGlobalPipes(new AuthValidationPipe());
  app.useGlobalFilters(new AuthErrorFilter([translateDatabaseFault]));
  setUpReference(app, config, documentSecondFactorRefusals(config));
}

/**
 * Sets helmet's headers on every answer, and `no-store`/`nosniff` on the API's. helmet's values do not
 * depend on the request, so they are read from it once and set in one pass here.
 */
function responseHeaders(security: [string, string][]) {
  // Later values win in place, as a header set again keeps its place in Node's response.
  const onApi = [...new Map([...security, ...API_HEADERS])];
  return (req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of isApiPath(req.path) ? onApi : security) res.setHeader(name, value);
    next();
  };
}

const FORM_BOOLEANS: Record<string, boolean> = { true: true, on: true, false: false, off: false };

/** Form fields arrive as text; a checkbox's rememberMe becomes the boolean a JSON client sends. */
function readFormBooleans(req: Request, _res: Response, next: NextFunction): void {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.rememberMe;
  if (
    body &&
    req.is('application/x-www-form-urlencoded') &&
    typeof value === 'string' &&
    Object.hasOwn(FORM_BOOLEANS, value)
  ) {
    body.rememberMe = FORM_BOOLEANS[value];
  }
  next();
}
