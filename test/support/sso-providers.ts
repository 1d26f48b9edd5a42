import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types';

export const SSO = '/api/auth/sso';

/** A self-signed certificate's body stands in for an IdP's signing certificate: registration only stores it. */
const SAML_TEST_CERT =
  'MIIBszCCAVmgAwIBAgIUQ0lKh0pmaXw4cH7jE2X3E0y2bNQwCgYIKoZIzj0EAwIwLzEtMCsGA1UEAwwkc3NvLXByb3ZpZGVycy10ZXN0LWlkcC5leGFtcGxlLmNvbTAeFw0yNjAxMDEwMDAwMDBaFw0zNjAxMDEwMDAwMDBaMC8xLTArBgNVBAMMJHNzby1wcm92aWRlcnMtdGVzdC1pZHAuZXhhbXBsZS5jb20wWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQ=';

/** Registers a SAML provider (no network involved) as the signed-in user; answers the response. */
export function registerSamlProvider(http: App, cookie: string, body: Record<string, unknown>): request.Test {
  return request(http)
    .post(`${SSO}/register`)
    .set('Cookie', cookie)
    .send({
      issuer: 'https://sp.acme.example',
      samlConfig: {
        entryPoint: 'https://idp.acme.example/sso',
        cert: SAML_TEST_CERT,
        idpMetadata: { entityID: 'https://idp.acme.example' },
        wantAssertionsSigned: true,
      },
      ...body,
    });
}

/** A loopback HTTP server answering each path with what `routes` gives for it, 404 otherwise. */
export interface StubServer {
  origin: string;
  stop(): Promise<void>;
}

type Route = { status: number; headers?: Record<string, string>; body?: string };

export async function startStubServer(routes: (origin: string) => Record<string, Route>): Promise<StubServer> {
  let table: Record<string, Route> = {};
  const server: Server = createServer((req, res) => {
    const route = table[new URL(req.url ?? '/', 'http://stub').pathname];
    res.writeHead(route?.status ?? 404, { 'content-type': 'application/json', ...route?.headers });
    res.end(route?.body ?? '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  table = routes(origin);
  return {
    origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
