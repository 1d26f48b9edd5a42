import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DirectRoute, DirectRoutes } from '../common/http/direct-routes';
import { AppConfig } from '../config/app-config';
import { GetSessionQuery } from './dto/get-session.query';
import { SessionWithUserResponse, toSessionWithUserResponse } from './dto/session.response';
import { SessionResolver } from './session-resolver';

/**
 * get-session, which every integrated app calls on each of its own requests: on the direct lane in
 * its plain form, and through the controller in every other (a query, HEAD, a counted rate limit).
 */
@Injectable()
export class GetSessionDirectRoute implements DirectRoute, OnModuleInit {
  readonly method = 'GET';
  readonly path: string;

  constructor(config: AppConfig, private readonly resolver: SessionResolver, private readonly routes: DirectRoutes) {
    this.path = `${config.basePath}/get-session`;
  }

  onModuleInit(): void {
    this.routes.register(this);
  }

  /** The current session and user, or null when signed out (the client expects the JSON literal). */
  async answer(req: IncomingMessage, res: ServerResponse, query: GetSessionQuery = {}): Promise<SessionWithUserResponse | null> {
    const active = await this.resolver.resolve(req, res, {
      useCookieCache: !query.disableCookieCache,
      mayRefresh: !query.disableRefresh,
    });
    return active ? toSessionWithUserResponse(active) : null;
  }
}
