import type { ServerResponse } from 'node:http';

/**
 * Ends the response with `value` as JSON, typed and sized as Express's `res.json` writes it, with
 * Node's own calls: requests answered without Express's wrappers use it too. Node drops the body
 * of an answer to HEAD by itself.
 */
export function writeJson(res: ServerResponse, value: unknown): void {
  const body = JSON.stringify(value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
