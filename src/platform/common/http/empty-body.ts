import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

const sentNothing = new WeakSet<IncomingMessage>();

/** The body parsers' `verify` hook: notes a request whose body has no bytes. */
export function noteEmptyBody(req: IncomingMessage, _res: ServerResponse, raw: Buffer): void {
  if (raw.length === 0) sentNothing.add(req);
}

/**
 * The parsers read an empty JSON or form body as `{}`, which an all-optional DTO would accept; a request
 * that sent nothing has no body, so the validation pipe refuses it where a body is required.
 */
export function forgetEmptyBodies(req: Request, _res: Response, next: NextFunction): void {
  if (sentNothing.has(req)) req.body = undefined;
  next();
}
