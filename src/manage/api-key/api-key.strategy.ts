import { Injectable, OnModuleInit } from '@nestjs/common';
import type { IncomingMessage as Request } from 'node:http';
import { Passport } from 'passport';
import { HeaderAPIKeyStrategy } from 'passport-headerapikey';
import { HeaderSessionSource, HeaderSessionSources } from '../../identity/session/header-session-sources';
import { ActiveSession } from '../../identity/session/session.types';
import { ApiKeySessions } from './api-key-sessions';
import { API_KEY_HEADER } from './api-key.constants';

const STRATEGY = 'api-key';

/** What passport's authenticate answers: Express-style middleware (its types say `any`). */
type PassportMiddleware = (req: Request, res: unknown, next: (error?: unknown) => void) => void;

/**
 * Reads `x-api-key` with passport-headerapikey and gives every endpoint that needs a session the
 * key owner's session. Its own Passport instance keeps apps in one process (tests) apart, and
 * authenticating by strategy name gives each request its own strategy object.
 */
@Injectable()
export class ApiKeyStrategy implements HeaderSessionSource, OnModuleInit {
  private readonly passport = new Passport();

  constructor(
    keySessions: ApiKeySessions,
    private readonly sources: HeaderSessionSources,
  ) {
    const strategy = new HeaderAPIKeyStrategy({ header: API_KEY_HEADER, prefix: '' }, true, (key, verified, req) => {
      keySessions.open(key, req as Request).then(
        (session) => verified(null, session),
        (error: Error) => verified(error),
      );
    });
    this.passport.use(STRATEGY, strategy);
  }

  onModuleInit(): void {
    this.sources.register(this);
  }

  authenticate(req: Request): Promise<ActiveSession | null> {
    // No header: the cookie decides, without passport's round trip.
    if (!req.headers[API_KEY_HEADER]) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const middleware = this.passport.authenticate(
        STRATEGY,
        { session: false },
        (error: unknown, session: ActiveSession | false) => {
          if (error)
            reject(error instanceof Error ? error : new Error('API-key authentication failed', { cause: error }));
          else resolve(session || null);
        },
      ) as PassportMiddleware;
      // With a callback passport never writes to the response Express gives its request.
      middleware(req, (req as { res?: unknown }).res, reject);
    });
  }
}
