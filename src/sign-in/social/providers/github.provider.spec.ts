import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { SystemClock } from '../../../platform/common/time/clock';
import { GithubProvider } from './github.provider';

const CONFIG = {
  providerId: 'github',
  name: 'GitHub',
  kind: 'github' as const,
  issuer: null,
  clientId: 'gh-client',
  clientSecret: 'gh-secret',
  scopes: ['read:user', 'user:email'],
};

/** GitHub's OAuth 2 and REST answers, as a double on loopback, so the provider's whole path runs here. */
describe('GithubProvider', () => {
  let server: Server;
  let provider: GithubProvider;
  let tokenRequest: URLSearchParams | undefined;

  beforeAll(async () => {
    const answer = async (req: IncomingMessage, res: ServerResponse) => {
      const json = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/login/oauth/access_token') {
        tokenRequest = new URLSearchParams(await read(req));
        return json({ access_token: 'gho_token', token_type: 'bearer', scope: 'read:user,user:email' });
      }
      if (req.headers.authorization !== 'Bearer gho_token') return res.writeHead(401).end();
      if (req.url === '/user')
        return json({
          id: 583231,
          login: 'octocat',
          name: null,
          email: null,
          avatar_url: 'https://avatars.example/u/583231',
        });
      if (req.url === '/user/emails') {
        return json([
          { email: 'old@home.example', primary: false, verified: false },
          { email: 'octocat@corp.example', primary: true, verified: true },
        ]);
      }
      res.writeHead(404).end();
    };
    server = createServer((req, res) => void answer(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    provider = new GithubProvider(CONFIG, new SystemClock(), { web: base, api: base });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for authorization with PKCE and the configured scopes', async () => {
    const url = await provider.authorizationUrl({
      state: 'st',
      codeVerifier: 'v'.repeat(64),
      nonce: 'n',
      redirectUri: 'https://auth.example/api/auth/callback/github',
    });
    expect(url.pathname).toBe('/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'gh-client',
      scope: 'read:user user:email',
      state: 'st',
      code_challenge_method: 'S256',
      redirect_uri: 'https://auth.example/api/auth/callback/github',
    });
  });

  it('trades the code with the verifier and client secret, and splits the granted scopes', async () => {
    const tokens = await provider.exchangeCode(
      new URLSearchParams({ code: 'the-code', state: 'st' }),
      'v'.repeat(64),
      'https://auth.example/api/auth/callback/github',
    );
    expect(tokenRequest?.get('code')).toBe('the-code');
    expect(tokenRequest?.get('code_verifier')).toBe('v'.repeat(64));
    expect(tokenRequest?.get('client_secret')).toBe('gh-secret');
    expect(tokens).toMatchObject({ accessToken: 'gho_token', idToken: null, scopes: ['read:user', 'user:email'] });
  });

  it('takes the primary, verified address from the e-mail list when the profile hides it', async () => {
    const profile = await provider.profile({ accessToken: 'gho_token', idToken: null });
    expect(profile).toMatchObject({
      id: '583231',
      email: 'octocat@corp.example',
      emailVerified: true,
      name: 'octocat',
      image: 'https://avatars.example/u/583231',
    });
  });

  it('has no ID tokens to verify', async () => {
    expect(provider.verifiesIdTokens).toBe(false);
    await expect(provider.verifyIdToken()).rejects.toMatchObject({ code: 'ID_TOKEN_NOT_SUPPORTED' });
  });
});

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}
