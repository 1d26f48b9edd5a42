import { Injectable } from '@nestjs/common';
import { ActiveSession } from './session.types';

/** A header get-session adds for a signed-in caller (the JWT of the jwt module), by name. */
export type GetSessionHeaderWriter = (active: ActiveSession) => Promise<Record<string, string>>;

/**
 * Where modules above the session module add headers to get-session's answer, as Better Auth's
 * plugins do with their after-hooks. Each header is also exposed to scripts on trusted origins.
 */
@Injectable()
export class GetSessionHeaders {
  private readonly writers: GetSessionHeaderWriter[] = [];

  register(writer: GetSessionHeaderWriter): void {
    this.writers.push(writer);
  }

  async for(active: ActiveSession): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    for (const writer of this.writers) Object.assign(headers, await writer(active));
    return headers;
  }
}
