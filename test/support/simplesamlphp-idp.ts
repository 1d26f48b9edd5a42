import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SIMPLESAMLPHP_WWW = '/usr/share/simplesamlphp/www';

/** A user the IdP's `exampleauth:UserPass` source knows, with the attributes it asserts. */
export interface SamlTestUser {
  username: string;
  password: string;
  email: string;
  displayName: string;
}

/** Debian's SimpleSAMLphp as a SAML 2.0 IdP under `php -S`, in a temporary folder it deletes on stop. */
export interface SimpleSamlPhpIdp {
  origin: string;
  entityId: string;
  /** The IdP's metadata XML (entity id, SSO URL, signing certificate). */
  metadata(): Promise<string>;
  /** Trusts the service providers described by these metadata documents (ours, from /sso/saml2/sp/metadata). */
  trustServiceProvider(spMetadataXml: readonly string[]): void;
  stop(): Promise<void>;
}

export async function startSimpleSamlPhpIdp(users: readonly SamlTestUser[]): Promise<SimpleSamlPhpIdp> {
  const dir = mkdtempSync(join(tmpdir(), 'simplesamlphp-'));
  for (const sub of ['config', 'metadata', 'cert', 'data', 'tmp', 'sessions']) mkdirSync(join(dir, sub));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=simplesamlphp-test-idp',
      '-keyout',
      join(dir, 'cert', 'idp.key'),
      '-out',
      join(dir, 'cert', 'idp.crt'),
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const entityId = `${origin}/idp`;
  writeFileSync(join(dir, 'config', 'config.php'), configPhp(dir, origin));
  writeFileSync(join(dir, 'config', 'authsources.php'), authSourcesPhp(users));
  writeFileSync(join(dir, 'metadata', 'saml20-idp-hosted.php'), idpHostedPhp(entityId));
  writeFileSync(join(dir, 'metadata', 'sp.xml'), entities([]));
  const server: ChildProcess = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', SIMPLESAMLPHP_WWW], {
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: join(dir, 'config') },
    stdio: 'ignore',
  });
  await waitUntilAnswering(`${origin}/saml2/idp/metadata.php`);
  return {
    origin,
    entityId,
    metadata: async () => (await fetch(`${origin}/saml2/idp/metadata.php`)).text(),
    trustServiceProvider: (documents) => writeFileSync(join(dir, 'metadata', 'sp.xml'), entities(documents)),
    stop: async () => {
      if (server.exitCode === null && server.pid !== undefined) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(server.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function configPhp(dir: string, origin: string): string {
  return `<?php
$config = [
  'baseurlpath' => '${origin}/',
  'certdir' => '${dir}/cert/',
  'loggingdir' => '${dir}/tmp/',
  'datadir' => '${dir}/data/',
  'tempdir' => '${dir}/tmp/',
  'metadatadir' => '${dir}/metadata/',
  'secretsalt' => 'simplesamlphp-test-salt-0123456789',
  'auth.adminpassword' => 'simplesamlphp-test-admin',
  'technicalcontact_email' => 'nobody@example.org',
  'timezone' => 'UTC',
  'enable.saml20-idp' => true,
  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true, 'admin' => true],
  'logging.handler' => 'stderr',
  'logging.level' => SimpleSAML\\Logger::ERR,
  'session.cookie.secure' => false,
  'session.cookie.samesite' => null,
  'session.phpsession.savepath' => '${dir}/sessions',
  'store.type' => 'phpsession',
  'production' => true,
  'metadata.sources' => [['type' => 'flatfile'], ['type' => 'xml', 'file' => '${dir}/metadata/sp.xml']],
];
`;
}

function authSourcesPhp(users: readonly SamlTestUser[]): string {
  const entries = users.map(
    (user) =>
      `    ${php(`${user.username}:${user.password}`)} => ['uid' => [${php(user.username)}], 'email' => [${php(user.email)}], 'displayName' => [${php(user.displayName)}]],`,
  );
  return `<?php
$config = [
  'admin' => ['core:AdminPassword'],
  'users' => ['exampleauth:UserPass',
${entries.join('\n')}
  ],
];
`;
}

/** Signs both the Response and the assertion; the NameID is the user's uid (persistent). */
function idpHostedPhp(entityId: string): string {
  const persistent = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
  return `<?php
$metadata[${php(entityId)}] = [
  'host' => '__DEFAULT__',
  'privatekey' => 'idp.key',
  'certificate' => 'idp.crt',
  'auth' => 'users',
  'saml20.sign.response' => true,
  'saml20.sign.assertion' => true,
  'NameIDFormat' => ${php(persistent)},
  'authproc' => [10 => ['class' => 'saml:AttributeNameID', 'attribute' => 'uid', 'Format' => ${php(persistent)}]],
];
`;
}

function entities(documents: readonly string[]): string {
  const inner = documents.map((xml) => xml.replace(/^<\?xml[^>]*\?>/, '')).join('');
  return `<?xml version="1.0"?><EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">${inner}</EntitiesDescriptor>`;
}

function php(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

async function waitUntilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`SimpleSAMLphp did not answer at ${url}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
