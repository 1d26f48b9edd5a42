import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no client library normalises `//`, `/./`, `/../` or escapes in it. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request to a listening app, its path on the wire byte for byte as written. */
export function rawRequest(baseUrl: string, { method, path, headers = {}, body }: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = undefined;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the caller asserts on `text`.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Spellings of `path` that a lenient router would take for it: other letter cases, a trailing or
 * doubled slash, an encoded slash or letter, dot segments.
 */
export function pathVariants(path: string): string[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const capitalised = (index: number) =>
    segments
      .map((segment, i) => (i === index ? segment.charAt(0).toUpperCase() + segment.slice(1) : segment))
      .join('/');
  const encodedLetter = path.replace(
    /([a-z])([a-z-]*)$/,
    (_match, first: string, rest: string) => `%${first.charCodeAt(0).toString(16)}${rest}`,
  );
  return [
    path.toUpperCase(),
    capitalised(1),
    capitalised(last),
    `${path}/`,
    `/${path}`,
    path.replace('/auth/', '/auth//'),
    `${segments.slice(0, last).join('/')}%2F${segments[last]}`,
    `${segments.slice(0, last).join('/')}%2f${segments[last]}`,
    encodedLetter,
    path.replace('/auth/', '/auth/./'),
    path.replace('/auth/', '/auth/x/../'),
  ];
}
