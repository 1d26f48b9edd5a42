import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { builtCli } from '../support/cli';
import { TEST_SECRET, TestApp, createTestApp, freePort } from '../support/create-test-app';
import { openPage, requireBuiltDashboard, screenshot, submitSignIn } from '../support/dashboard-page';
import { PASSWORD } from '../support/factories';
import { DashboardStep, README_BASE_URL, readGettingStarted, withKey } from '../support/getting-started';
import { TestDatabase, createTestDatabase } from '../support/test-database';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..');

// The README's "Getting started", step by step, on a fresh database: every command, value and expected
// output is read from README.md, so the README cannot say what this walk does not do.
describe('the README’s getting started, in Chromium', () => {
  const walk = readGettingStarted();
  let database: TestDatabase;
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltDashboard();
    database = await createTestDatabase({ sqliteFile: true });
    // Step 1: the service as the README starts it, at localhost (passkeys refuse an IP address).
    const port = await freePort();
    t = await createTestApp({
      listen: true,
      port,
      database,
      config: { baseUrl: `http://localhost:${port}`, serviceKeys: walk.serviceKeys.split(',') },
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await database?.drop();
  });

  it('walks from the first administrator to an app signed in, as the README writes it', async () => {
    // Step 2: the built CLI's create-admin on the service's database, the password on standard input.
    const created = await builtCli().run(walk.createAdminArgs, {
      env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET },
      input: `${PASSWORD}\n`,
    });
    expect(created).toMatchObject({ code: 0 });
    const adminId = /\(id (\w+)\)/.exec(created.stdout)![1];
    const printed = created.stdout.trimEnd().split('\n');
    expect(printed).toEqual(walk.createAdminOutput.map((line) => expect.stringMatching(asPattern(line))));
    const adminEmail = walk.createAdminArgs[walk.createAdminArgs.indexOf('--email') + 1];

    // Step 3: the dashboard's address, its sign-in, and the overview.
    const page = await openPage(browser, t.baseUrl);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await screenshot(page, 'getting-started-1-sign-in');
    await submitSignIn(page, adminEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await screenshot(page, 'getting-started-2-overview');

    // Step 4: a first user, in the dashboard.
    const user = walk.createUser.fields;
    await fillDashboardForm(
      page,
      walk.createUser,
      { name: 'Name', 'e-mail': 'E-mail', password: 'Password' },
      'getting-started-3-user-form',
    );
    await page.getByText(`Created ${user['e-mail']}.`).waitFor();
    await page.getByRole('table').getByText(user['e-mail'], { exact: true }).waitFor();
    await screenshot(page, 'getting-started-4-user');

    // Step 5: a first API key with no limit, in the dashboard; the full key is shown once.
    await fillDashboardForm(page, walk.createKey, { name: 'Name' }, 'getting-started-5-key-form');
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    await screenshot(page, 'getting-started-6-key');

    // Step 6: verify the key as the README's curl does; with no limit, past the default 10 a day.
    const call = withKey(walk.verify, key, t.baseUrl);
    const answers: { valid: boolean; key: Record<string, unknown> }[] = [];
    for (let use = 0; use < 11; use++) {
      const response = await fetch(call.url, { method: call.method, headers: call.headers, body: call.body });
      expect(response.status).toBe(200);
      answers.push((await response.json()) as (typeof answers)[number]);
    }
    expect(answers.map((answer) => answer.valid)).toEqual(Array(11).fill(true));
    expect(answers[0]).toMatchObject({ ...shownFields(walk.verifyAnswer), valid: true, error: null });
    expect(answers[0].key).toMatchObject({ name: walk.createKey.fields.name, referenceId: adminId });

    // Step 7: the README's app, run as its own process with the official client, signs the user in.
    const output = await runApp(walk.app.source.replace(README_BASE_URL, t.baseUrl));
    expect(output).toBe(`${walk.app.output}\n`);
    expect(walk.app.source).toContain(user['e-mail']);
    expect(walk.app.source).toContain(user.password);
  });
});

/** Follows the step's navigation entry, opens its form, fills the fields, selects the choices, submits. */
async function fillDashboardForm(
  page: Page,
  step: DashboardStep,
  labels: Record<string, string>,
  shot: string,
): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: step.page, exact: true }).click();
  await page.getByRole('button', { name: step.open, exact: true }).click();
  const form = page.getByRole('dialog');
  for (const [field, label] of Object.entries(labels)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(step.fields[field]);
  }
  if (step.fields.roles !== undefined) await form.getByText(step.fields.roles, { exact: true }).waitFor();
  for (const choice of step.choices) await choose(form, choice);
  await screenshot(page, shot);
  await form.getByRole('button', { name: step.submit, exact: true }).click();
}

async function choose(form: ReturnType<Page['getByRole']>, choice: string): Promise<void> {
  const option = form.getByLabel(choice, { exact: true });
  if ((await option.count()) === 0) throw new Error(`The form has no choice "${choice}"`);
  await option.check({ force: true });
}

/** A line of expected output as a pattern: `(id …)` stands for any id. */
function asPattern(line: string): RegExp {
  const escaped = line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\(id \w+\\\)/, '\\(id \\w+\\)')}$`);
}

/** The top-level and `key` fields the README shows with a plain value (strings, booleans, null), ids aside. */
function shownFields(answer: string): Record<string, unknown> {
  const pairs = [...answer.matchAll(/"(\w+)":("[^"]*"|true|false|null)(?=[,}])/g)];
  const shown: Record<string, unknown> = { key: {} };
  for (const [, field, value] of pairs) {
    if (['id', 'start', 'referenceId'].includes(field)) continue;
    const parsed = JSON.parse(value) as unknown;
    if (['valid', 'error'].includes(field)) shown[field] = parsed;
    else (shown.key as Record<string, unknown>)[field] = parsed;
  }
  return shown;
}

/** Runs the app as `node first-app.mjs` in a folder that sees the clone's node_modules, and answers its output. */
async function runApp(source: string): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'first-app-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
    writeFileSync(join(folder, 'first-app.mjs'), source);
    const { stdout } = await promisify(execFile)(process.execPath, ['first-app.mjs'], { cwd: folder });
    return stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
