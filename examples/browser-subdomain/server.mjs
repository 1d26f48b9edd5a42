// Serves the built page (see README: vite build first). Any host name reaching it gets the same page,
// so app.corp.example and wiki.corp.example can both point here.
//
//   VITE_AUTH_URL=https://auth.corp.example npx vite build examples/browser-subdomain
//   PORT=4300 node examples/browser-subdomain/server.mjs
import express from 'express';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.PORT ?? 4300);
const DIST = process.env.DIST ?? fileURLToPath(new URL('./dist', import.meta.url));

express()
  .use(express.static(DIST))
  .listen(PORT, '127.0.0.1', () => console.log(`page on http://127.0.0.1:${PORT}`));
