import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { JWK, JWTPayload, SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { CookieJar } from './cookie-jar';
import { freePort } from './create-test-app';

export const TEST_CLIENT_ID = 'intranet-app';
export const TEST_CLIENT_SECRET = 'intranet-app-secret-0123456789';
const KEY_ID = 'provider-key-1';

interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

type KeySetMode = 'ok' | 'hang' | 'error' | 'malformed';

/** The test OpenID provider (test/support/oidc-provider.mjs) running as its own process on loopback. */
export interface TestIdentityProvider {
  issuer: string;
  port: number;
  addAccount(account: ProviderAccount): Promise<void>;
  setKeySet(mode: KeySetMode): Promise<void>;
  keySetFetches(): Promise<number>;
  /** An ID token for the test client signed with the provider's own key, with `claims` over sensible defaults. */
  mintIdToken(claims: JWTPayload, options?: { kid?: string; foreignKey?: boolean; alg?: string }): Promise<string>;
  /**
   * Plays the user's browser at the provider: opens the authorization URL, signs in as `email`
   * on the provider's page, and returns the URL the provider sends the browser back to.
   */
  authorize(authorizationUrl: string, email: string): Promise<URL>;
  stop(): Promise<void>;
}

export interface IdentityProviderOptions {
  /** Reserve with `freePort()` before the app starts, so the app can be configured with the issuer. */
  port?: number;
  redirectUris: string[];
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<TestIdentityProvider> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const child = spawn(process.execPath, [join(__dirname, 'oidc-provider.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      OIDC_TEST_PORT: String(port),
      OIDC_TEST_KEY: JSON.stringify(privateJwk),
      OIDC_TEST_CLIENTS: JSON.stringify([
        { client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET, redirect_uris: options.redirectUris },
      ]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child);
  const control = (path: string, body?: unknown) =>
    fetch(
      `${issuer}${path}`,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  const foreign = await generateKeyPair('RS256');

  return {
    issuer,
    port,
    addAccount: async (account) => void (await control('/test/accounts', account)),
    setKeySet: async (mode) => void (await control('/test/key-set', { mode })),
    keySetFetches: async () =>
      ((await (await control('/test/stats')).json()) as { keySetFetches: number }).keySetFetches,
    async mintIdToken(claims, { kid = KEY_ID, foreignKey = false, alg = 'RS256' } = {}) {
      const key = foreignKey ? foreign.privateKey : await importJWK(privateJwk, 'RS256');
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, aud: TEST_CLIENT_ID, iat: now, exp: now + 600, ...claims })
        .setProtectedHeader({ alg, kid })
        .sign(key);
    },
    async authorize(authorizationUrl, email) {
      const browser = new CookieJar();
      let response = await browser.fetch(authorizationUrl, { redirect: 'manual' });
      const interaction = new URL(response.headers.get('location')!, issuer);
      await browser.fetch(interaction, { redirect: 'manual' });
      response = await browser.fetch(`${interaction.href}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
        redirect: 'manual',
      });
      if (response.status !== 303)
        throw new Error(`The provider did not accept ${email}: ${response.status} ${await response.text()}`);
      // Back through the provider's resume step, until it redirects away from itself.
      let location = new URL(response.headers.get('location')!, issuer);
      while (location.origin === issuer) {
        response = await browser.fetch(location, { redirect: 'manual' });
        const next = response.headers.get('location');
        if (!next)
          throw new Error(`The provider stopped at ${location.href}: ${response.status} ${await response.text()}`);
        location = new URL(next, issuer);
      }
      return location;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The test identity provider exited (${code}): ${output}`)));
  });
}
