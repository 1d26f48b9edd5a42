import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { AuthError } from '../../platform/common/errors/auth-error';
import { SystemClock } from '../../platform/common/time/clock';
import { IdTokenVerifier } from './id-token-verifier';

const TEMPLATE = 'https://login.microsoftonline.com/{tenantid}/v2.0';
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** A multi-tenant provider (Microsoft's "common"): the issuer is a template that the token's tenant fills in. */
describe('IdTokenVerifier with a multi-tenant issuer', () => {
  let server: Server;
  let verifier: IdTokenVerifier;
  let sign: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifier = new IdTokenVerifier(
      new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`),
      new SystemClock(),
    );
    sign = (claims) =>
      new SignJWT({ sub: 'user-1', aud: 'client-1', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("accepts a token whose issuer is the template filled with the token's own tenant", async () => {
    const token = await sign({ iss: TEMPLATE.replace('{tenantid}', TENANT), tid: TENANT });
    await expect(verifier.verify(token, { issuer: TEMPLATE, audience: 'client-1' })).resolves.toMatchObject({
      sub: 'user-1',
      tid: TENANT,
    });
  });

  it('refuses a token whose issuer names another tenant than its tid claim', async () => {
    const token = await sign({ iss: TEMPLATE.replace('{tenantid}', 'another-tenant'), tid: TENANT });
    const error = await verifier
      .verify(token, { issuer: TEMPLATE, audience: 'client-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'ID_TOKEN_CLAIM_VALIDATION_FAILED', details: { claim: 'iss' } });
  });

  it('refuses a token from an issuer outside the template', async () => {
    const token = await sign({ iss: 'https://idp.elsewhere.example/v2.0', tid: TENANT });
    await expect(verifier.verify(token, { issuer: TEMPLATE, audience: 'client-1' })).rejects.toMatchObject({
      code: 'ID_TOKEN_CLAIM_VALIDATION_FAILED',
    });
  });
});
