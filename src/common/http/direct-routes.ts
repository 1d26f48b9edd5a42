import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Module, Type } from '@nestjs/common';

/**
 * A call answered on the direct lane (`direct-lane.ts`): straight on Node's HTTP server, in its
 * plain form only. The module that owns the endpoint registers it; its controller stays the
 * endpoint for every other form of the call, and for the reference.
 */
export interface DirectRoute {
  readonly method: 'GET' | 'POST';
  /** The whole path, base path included, as the request line carries it: `/api/auth/get-session`. */
  readonly path: string;
  /** A POST's JSON body is validated into this DTO by the validation pipe, as the controller's `@Body()` is. */
  readonly body?: Type<object>;
  /** Only trusted backends call it: a request without a valid service key takes the full stack, whose guard refuses it. */
  readonly serverOnly?: boolean;
  /** The answer's body, sent as JSON with status 200; it may set headers (cookies) and throws as the controller would. */
  answer(req: IncomingMessage, res: ServerResponse, body?: object): Promise<unknown>;
}

/** The routes on the direct lane, by method and path. */
@Injectable()
export class DirectRoutes {
  private readonly routes = new Map<string, DirectRoute>();

  register(route: DirectRoute): void {
    this.routes.set(`${route.method} ${route.path}`, route);
  }

  /** The route for exactly this method and request target (a query string makes no match). */
  find(method: string | undefined, url: string | undefined): DirectRoute | undefined {
    return this.routes.get(`${method} ${url}`);
  }
}

/** Imported by each module that owns a direct route; one registry serves the whole app. */
@Module({ providers: [DirectRoutes], exports: [DirectRoutes] })
export class DirectRoutesModule {}
