// A service calling the reports API: it gets an access token for itself with the client_credentials grant,
// for the API's resource and the scope it needs, and sends it as a bearer token. Prints the API's status and
// answer.
//
//   ISSUER=https://auth.corp.example/api/auth CLIENT_ID=... CLIENT_SECRET=... API_URL=http://127.0.0.1:4300 \
//   RESOURCE=https://reports.corp.example/ SCOPE=api:read node examples/service-to-service/caller.mjs
import * as oidc from 'openid-client';

const ISSUER = new URL(process.env.ISSUER ?? 'http://localhost:3000/api/auth');
const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4300';
const SCOPE = process.env.SCOPE ?? 'api:read';
const { CLIENT_ID, CLIENT_SECRET, RESOURCE } = process.env;
if (!CLIENT_ID || !CLIENT_SECRET) throw new Error('CLIENT_ID and CLIENT_SECRET must name this caller’s client');
if (!RESOURCE) throw new Error('RESOURCE must name the API’s resource identifier');

const config = await oidc.discovery(ISSUER, CLIENT_ID, undefined, oidc.ClientSecretBasic(CLIENT_SECRET), {
  execute: ISSUER.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
});
// A long-running caller keeps this token and asks for a new one shortly before `expires_in` runs out.
const { access_token: accessToken } = await oidc.clientCredentialsGrant(config, { scope: SCOPE, resource: RESOURCE });

const answer = await fetch(new URL('/reports', API_URL), { headers: { authorization: `Bearer ${accessToken}` } });
console.log(answer.status, await answer.text());
process.exitCode = answer.ok ? 0 : 1;
