import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Express } from 'express';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';

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
  return new PrototypedExpressAdapter(server);
}

/**
 * Express gives every request and response its app's prototypes (`Object.setPrototypeOf` on each),
 * which makes V8 rebuild both objects' shapes on every request. Here Node's HTTP server makes them
 * with those prototypes from the start, so Express's call finds nothing to change.
 */
class PrototypedExpressAdapter extends ExpressAdapter {
  initHttpServer(options: NestApplicationOptions): void {
    super.initHttpServer(options);
    if (options?.httpsOptions || options?.forceCloseConnections) return;
    const app = this.getInstance<Express>();
    // The server Nest made is never listened on; this one, with the same handler, takes its place.
    this.httpServer = createServer(
      {
        IncomingMessage: constructing(IncomingMessage, app.request),
        ServerResponse: constructing(ServerResponse, app.response) as unknown as typeof ServerResponse<
          InstanceType<typeof IncomingMessage>
        >,
      },
      app,
    );
  }
}

/** A constructor that builds `base`'s objects with `prototype` as theirs. */
function constructing<T extends abstract new (...args: never[]) => object>(base: T, prototype: object): T {
  function Prototyped(this: unknown, ...args: unknown[]): object {
    return Reflect.construct(base, args, Prototyped) as object;
  }
  Prototyped.prototype = prototype;
  return Prototyped as unknown as T;
}
