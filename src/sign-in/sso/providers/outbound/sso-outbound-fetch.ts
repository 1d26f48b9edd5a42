import { lookup } from 'node:dns';
import { IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { LookupFunction, isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { OutboundRefusal } from './outbound-refusal';
import { isInternalName, isPublicAddress } from './public-address';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

/** A fetch `init`, narrowed to what IdP calls use, with the guard's own limits. */
export interface OutboundInit {
  method?: string;
  headers?: Headers | Record<string, string> | [string, string][];
  body?: string | URLSearchParams | Uint8Array | null;
  signal?: AbortSignal | null;
  /** `follow` (default): GET redirects followed, each hop guarded; `manual`: the 3xx handed back; `error`: refused. */
  redirect?: 'follow' | 'manual' | 'error';
  /** The endpoint's name in refusal messages (`tokenEndpoint`, `jwksEndpoint`). */
  endpoint?: string;
  timeoutMs?: number;
  /** The answer's body is refused past this many bytes. */
  maxBytes?: number;
}

/**
 * The one way single sign-on reaches an IdP (discovery, token, JWKS, userinfo, SAML metadata): a fetch that
 * refuses hosts off the public internet unless their origin is in `SSO_TRUSTED_ORIGINS`. A name is checked on
 * the addresses it resolves to, at connection time and for the connection made, so a public name pointing at
 * 127.0.0.1 (or one re-pointed between a check and the request) is refused; redirects are followed only for GET,
 * at most three, each hop guarded the same way; answers are cut off at a size and a time limit.
 */
@Injectable()
export class SsoOutboundFetch {
  private readonly trustedOrigins: ReadonlySet<string>;

  constructor(config: AppConfig) {
    this.trustedOrigins = new Set(config.sso.trustedOrigins);
  }

  /** Same signature as `fetch`, so it can be handed to oauth4webapi's and jose's `customFetch`. */
  fetch = async (input: string | URL, init: OutboundInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    let url = this.check(String(input), init.endpoint);
    for (let hop = 0; ; hop += 1) {
      const response = await this.send(url, method, init);
      if (response.status < 300 || response.status >= 400 || init.redirect === 'manual') return response;
      const location = response.headers.get('location');
      const mayFollow = (method === 'GET' || method === 'HEAD') && init.redirect !== 'error';
      if (!location || !mayFollow || hop >= MAX_REDIRECTS) {
        throw new OutboundRefusal(
          'oidc_endpoint_redirect',
          `The ${init.endpoint ?? 'endpoint'} (${url.toString()}) returned an HTTP ${response.status} redirect. Configure the final URL instead of a redirecting URL.`,
        );
      }
      url = this.check(URL.canParse(location, url.href) ? new URL(location, url).toString() : location, init.endpoint);
    }
  };

  /** Whether the URL's origin is one the operator trusts although it may be private. */
  isTrusted(url: string): boolean {
    try {
      return this.trustedOrigins.has(new URL(url).origin);
    } catch {
      return false;
    }
  }

  /** The URL parsed, when it is http(s) and its host is not private by its literal address or its name. */
  check(raw: string, endpoint = 'endpoint'): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefusal('discovery_invalid_url', `The url "${endpoint}" must be valid: ${raw}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundRefusal(
        'discovery_invalid_url',
        `The url "${endpoint}" must use the http or https supported protocols: ${raw}`,
      );
    }
    if (this.isTrusted(url.toString())) return url;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const isPrivateLiteral = isIP(host) !== 0 && !isPublicAddress(host);
    if (isPrivateLiteral || isInternalName(host)) throw privateHost(endpoint, url, host);
    return url;
  }

  private send(url: URL, method: string, init: OutboundInit): Promise<Response> {
    const endpoint = init.endpoint ?? 'endpoint';
    const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxBytes = init.maxBytes ?? DEFAULT_MAX_BYTES;
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    const body = init.body === null || init.body === undefined ? undefined : bodyBytes(init.body, headers);
    const trusted = this.isTrusted(url.toString());
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const fail = (error: unknown) => reject(asRefusal(error, endpoint, url, timeoutMs));
      const req = request(url, {
        method,
        headers,
        agent: false,
        lookup: trusted ? undefined : guardedLookup(endpoint, url),
        signal: init.signal ?? undefined,
      });
      const timer = setTimeout(() => req.destroy(timedOut()), timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        fail(error);
      });
      req.on('response', (res: IncomingMessage) => {
        readBody(res, maxBytes, endpoint, url).then(
          (bytes) => {
            clearTimeout(timer);
            resolve(toResponse(res, bytes));
          },
          (error: unknown) => {
            clearTimeout(timer);
            req.destroy();
            fail(error);
          },
        );
      });
      req.end(body);
    });
  }
}

/** Resolves the name and refuses it when any of its addresses is private; the connection uses those addresses. */
function guardedLookup(endpoint: string, url: URL): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv6' ? 6 : options.family === 'IPv4' ? 4 : (options.family ?? 0);
    lookup(hostname, { all: true, family }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = addresses.find(({ address }) => !isPublicAddress(address));
      if (blocked) return callback(privateHost(endpoint, url, hostname, blocked.address), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function privateHost(endpoint: string, url: URL, host: string, resolved?: string): OutboundRefusal {
  const where = resolved ? `"${host}" resolves to a non-publicly-routable address (${resolved})` : host;
  return new OutboundRefusal(
    'discovery_private_host',
    `The ${endpoint} URL (${url.toString()}) is not publicly routable: ${where}. If this is an internal IdP, add its origin to SSO_TRUSTED_ORIGINS.`,
  );
}

function timedOut(): Error {
  return Object.assign(new Error('timed out'), { name: 'TimeoutError' });
}

function asRefusal(error: unknown, endpoint: string, url: URL, timeoutMs: number): OutboundRefusal {
  if (error instanceof OutboundRefusal) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new OutboundRefusal(
      'discovery_timeout',
      `The ${endpoint} (${url.toString()}) did not answer within ${timeoutMs} ms`,
    );
  }
  const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
  return new OutboundRefusal(
    'discovery_unexpected_error',
    `The ${endpoint} (${url.toString()}) could not be reached: ${reason}`,
  );
}

function bodyBytes(body: string | URLSearchParams | Uint8Array, headers: Record<string, string>): Buffer {
  if (body instanceof URLSearchParams) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    return Buffer.from(body.toString());
  }
  return Buffer.from(body);
}

async function readBody(res: IncomingMessage, maxBytes: number, endpoint: string, url: URL): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      throw new OutboundRefusal(
        'discovery_unexpected_error',
        `The ${endpoint} (${url.toString()}) answered more than ${maxBytes} bytes`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toResponse(res: IncomingMessage, bytes: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, entry);
  }
  const status = res.statusCode ?? 502;
  const hasNoBody = status === 204 || status === 304 || status < 200;
  return new Response(hasNoBody ? null : new Uint8Array(bytes), {
    status: status < 200 ? 502 : status,
    statusText: res.statusMessage,
    headers,
  });
}
