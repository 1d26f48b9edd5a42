import { IncomingMessage } from 'node:http';
import request from 'supertest';
import type { App } from 'supertest/types';

/** An answer as a client sees it, without the Date header, to compare two answers made moments apart. */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

export function answerOf(response: request.Response): Answer {
  const { date: _date, ...headers } = response.headers;
  return { status: response.status, headers, body: response.text };
}

/** Whether a handler was given Node's own request, as on the direct lane; Express gives its own prototype. */
export function isNodeRequest(req: unknown): boolean {
  return Object.getPrototypeOf(req) === IncomingMessage.prototype;
}

/** How many answers `/metrics` has counted for the route with this status. */
export async function requestsCounted(http: App, method: string, route: string, status = 200): Promise<number> {
  const series = `http_requests_total{method="${method}",route="${route}",status="${status}"}`;
  const line = (await request(http).get('/metrics').expect(200)).text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
