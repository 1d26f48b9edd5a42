import type { IncomingMessage, ServerResponse } from 'node:http';
import { noteEmptyBody } from './empty-body';

const jsonSentAsForm = new WeakSet<IncomingMessage>();
const STARTS_LIKE_JSON = /^\s*[[{]/;

/**
 * The form parser's `verify` hook: notes an empty body, and a form body that is really JSON sent
 * without its type, as `curl -d '{"email":…}'` sends it, which would otherwise read as one odd field.
 */
export function noteFormBody(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
  noteEmptyBody(req, res, raw);
  if (STARTS_LIKE_JSON.test(raw.subarray(0, 64).toString('latin1'))) jsonSentAsForm.add(req);
}

export function isJsonSentAsForm(req: IncomingMessage): boolean {
  return jsonSentAsForm.has(req);
}
