import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const run = promisify(execFile);

/** The files of deploy/ and the Dockerfile, checked as far as this machine can without a container runtime. */
describe('deployment files', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'auth-deploy-'));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('has an nginx configuration that nginx -t accepts', async () => {
    // nginx resolves upstream names as it loads its configuration; compose's service names exist
    // only on compose's network, so they stand for a loopback address here.
    const conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const local = conf.replace(/server auth-(\d):3000/g, 'server 127.0.0.$1:3000');
    expect(local).not.toBe(conf);
    writeFileSync(join(folder, 'nginx.conf'), local);

    const { stderr } = await run('nginx', [
      '-t',
      '-p',
      folder,
      '-c',
      join(folder, 'nginx.conf'),
      '-e',
      join(folder, 'error.log'),
      '-g',
      `pid ${join(folder, 'nginx.pid')};`,
    ]);

    expect(stderr).toContain('test is successful');
  });

  it('has a compose file that the Compose specification schema and DCLint accept', async () => {
    const dclint = join(ROOT, 'node_modules', '.bin', 'dclint');
    const lint = (file: string) =>
      run(dclint, ['-c', join(ROOT, 'deploy', 'dclint.json'), '--max-warnings', '0', '--color', 'false', file]);

    await expect(lint(join(ROOT, 'deploy', 'compose.yaml'))).resolves.toBeDefined();
    // The check has teeth: a key the specification does not have fails it.
    const broken = join(folder, 'compose.yaml');
    writeFileSync(broken, 'services:\n  auth:\n    image: auth-service\n    restart_policy: always\n');
    await expect(lint(broken)).rejects.toMatchObject({ stdout: expect.stringContaining('invalid-schema') });
  });

  it('has a systemd unit that systemd-analyze verify accepts, starting the release’s start script', async () => {
    const unit = readFileSync(join(ROOT, 'deploy', 'auth.service'), 'utf8');
    expect(unit).toMatch(/^ExecStart=\/opt\/auth\/scripts\/start\.sh$/m);
    expect(unit).toMatch(/^User=auth$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    if (!existsSync(SYSTEMD_ANALYZE)) return;
    // verify checks that the command exists: a release's start script stands in /opt/auth's place.
    mkdirSync(join(folder, 'opt', 'scripts'), { recursive: true });
    copyFileSync(join(ROOT, 'scripts', 'start.sh'), join(folder, 'opt', 'scripts', 'start.sh'));
    chmodSync(join(folder, 'opt', 'scripts', 'start.sh'), 0o755);
    writeFileSync(join(folder, 'auth.service'), unit.replaceAll('/opt/auth', join(folder, 'opt')));

    // An unknown or misspelt setting is only a warning, on stderr.
    const { stdout, stderr } = await run(SYSTEMD_ANALYZE, ['verify', join(folder, 'auth.service')]);

    expect({ stdout, stderr }).toEqual({ stdout: '', stderr: '' });
  });

  it('builds its image with the release script, runs it as a non-root user under tini, with a health check', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

    expect(dockerfile).toMatch(/^RUN npm run build && bash scripts\/release\.sh \/release --install$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/release \/app$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/health\/ready/m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    expect(dockerfile).toMatch(/^CMD \["\/app\/scripts\/start\.sh"\]$/m);
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'dist', 'frontend/dist', 'data', '.env']));
  });
});
