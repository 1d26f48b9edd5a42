import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request } from 'node:http';
import { ActiveSession } from './session.types';

/** A credential carried in a header (an API key) that stands in for the session cookie. */
export interface HeaderSessionSource {
  /**
   * The session the request's credential gives, or null when the request carries none.
   * Throws the catalogue's error when it carries a bad one.
   */
  authenticate(req: Request): Promise<ActiveSession | null>;
}

/**
 * Where modules above the session module (API keys) plug in credentials other than the cookie.
 * A request is authenticated once however many guards ask, because doing so may consume quota.
 */
@Injectable()
export class HeaderSessionSources {
  private readonly sources: HeaderSessionSource[] = [];
  private readonly outcomes = new WeakMap<Request, Promise<ActiveSession | null>>();

  register(source: HeaderSessionSource): void {
    this.sources.push(source);
  }

  authenticate(req: Request): Promise<ActiveSession | null> {
    let outcome = this.outcomes.get(req);
    if (!outcome) {
      outcome = this.firstMatch(req);
      this.outcomes.set(req, outcome);
    }
    return outcome;
  }

  private async firstMatch(req: Request): Promise<ActiveSession | null> {
    for (const source of this.sources) {
      const session = await source.authenticate(req);
      if (session) return session;
    }
    return null;
  }
}
