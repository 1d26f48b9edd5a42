import { json } from 'body-parser';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { scimErrorBody } from './scim-error-body';
import { SCIM_MEDIA_TYPE } from './scim.constants';

const PARSE_FAILURE = Symbol('scim-body-parse-failure');

type WithParseFailure = Request & { [PARSE_FAILURE]?: { type?: string } };

/**
 * Refuses paths that cannot be decoded, then reads `application/scim+json` as JSON on the SCIM routes. A body
 * the parser refuses is kept on the request instead of failing there, so the SCIM route answers it in SCIM's
 * error shape rather than the service's.
 */
export function parseScimBodies(limit: string): RequestHandler[] {
  const parse = json({ limit, type: ['application/json', SCIM_MEDIA_TYPE] });
  // A path the router cannot decode (`%`, a broken UTF-8 sequence) would fail in routing, before any SCIM route
  // answers, and get the service's error shape; a SCIM client gets SCIM's.
  const refuseUndecodablePaths = (req: Request, res: Response, next: NextFunction): void => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      res
        .status(400)
        .type(SCIM_MEDIA_TYPE)
        .send(JSON.stringify(scimErrorBody(400, 'The path is not valid', 'invalidPath')));
    }
  };
  const keepFailure = (error: unknown, req: Request, _res: Response, next: NextFunction): void => {
    (req as WithParseFailure)[PARSE_FAILURE] = error as { type?: string };
    req.body = undefined;
    next();
  };
  return [refuseUndecodablePaths, parse, keepFailure as unknown as RequestHandler];
}

/** The body-parser failure type (`entity.parse.failed`, `entity.too.large`, …) of this request, if any. */
export function scimBodyParseFailureOf(req: Request): string | null {
  const failure = (req as WithParseFailure)[PARSE_FAILURE];
  return failure ? (failure.type ?? 'entity.parse.failed') : null;
}
