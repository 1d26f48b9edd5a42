// The app behind nginx (auth-request.conf): it does no authentication of its own and answers who
// nginx says is calling. Listen where nothing but nginx can reach it.
//
//   PORT=4200 node examples/nginx-auth-request/whoami.mjs
import { createServer } from 'node:http';

const PORT = Number(process.env.PORT ?? 4200);

createServer((req, res) => {
  const header = (name) => decodeURIComponent(req.headers[name] ?? '');
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      path: req.url,
      id: header('x-user-id'),
      email: header('x-user-email'),
      name: header('x-user-name'),
      roles: header('x-user-role').split(',').filter(Boolean),
    }),
  );
}).listen(PORT, '127.0.0.1', () => console.log(`whoami on http://127.0.0.1:${PORT}`));
