import type { Request } from 'express';
import { ActiveSession } from './session.types';

/** A request after the session guard: the caller's session rides along. */
export interface SessionRequest extends Request {
  authSession?: ActiveSession;
}
