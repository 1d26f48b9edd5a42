import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The address the README's commands use; a test puts its own service's address in its place. */
export const README_BASE_URL = 'http://localhost:3000';

interface CodeBlock {
  language: string;
  text: string;
}

/** A dashboard step as the README writes it: `<page> → **<open>**: field `value`, … **<choice>** → **<submit>**`. */
export interface DashboardStep {
  /** The navigation entry to follow. */
  page: string;
  /** The button that opens the form. */
  open: string;
  /** Choices to select in the form, by their label. */
  choices: string[];
  /** The button that submits the form. */
  submit: string;
  /** Fields by their label as the README names them in lower case (`name`, `e-mail`), with the value to give. */
  fields: Record<string, string>;
}

export interface HttpCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The README's "Getting started" walk, read from README.md so a test follows exactly what it says. */
export interface GettingStarted {
  /** `SERVICE_KEYS` as the start command sets it. */
  serviceKeys: string;
  /** The arguments after `npm run cli --` of the create-admin command. */
  createAdminArgs: string[];
  /** The lines the README shows create-admin printing on standard output (prompts left out). */
  createAdminOutput: string[];
  createUser: DashboardStep;
  createKey: DashboardStep;
  /** The verify command, with `<the key you copied>` where the key goes. */
  verify: HttpCall;
  /** What the README shows verify answering, `…` where it leaves fields out. */
  verifyAnswer: string;
  /** The app's source and what it prints. */
  app: { source: string; output: string };
}

const KEY_PLACEHOLDER = '<the key you copied>';

export function readGettingStarted(): GettingStarted {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
  const section = between(readme, '\n## Getting started\n', '\n## ');
  const blocks = codeBlocks(section);
  const shell = blocks.filter((block) => block.language === 'sh').map((block) => block.text);
  const plain = blocks.filter((block) => block.language === '').map((block) => block.text);
  const start = matchOne(shell.join('\n'), /^SERVICE_KEYS=(\S+) npm start$/m, 'the start command');
  const createAdmin = matchOne(shell.join('\n'), /^npm run cli -- (create-admin .+)$/m, 'the create-admin command');
  const adminOutput = plain.find((text) => text.includes('Created administrator'));
  const curl = shell.find((text) => text.startsWith('curl '));
  const app = blocks.findIndex((block) => block.language === 'js');
  if (!adminOutput || !curl || app < 0 || blocks[app + 1]?.language !== '')
    throw new Error('README.md: the Getting started section lacks the create-admin output, the curl or the app');
  return {
    serviceKeys: start,
    createAdminArgs: shellWords(createAdmin),
    createAdminOutput: adminOutput.split('\n').filter((line) => line && !line.endsWith(':')),
    createUser: dashboardStep(step(section, 4)),
    createKey: dashboardStep(step(section, 5)),
    verify: curlCall(curl),
    verifyAnswer: plain.find((text) => text.startsWith('{"valid":true'))!,
    app: { source: blocks[app].text, output: blocks[app + 1].text },
  };
}

/** The call with the key in its body and the README's address replaced by `baseUrl`. */
export function withKey(call: HttpCall, key: string, baseUrl: string): HttpCall {
  if (!call.body.includes(KEY_PLACEHOLDER)) throw new Error(`README.md: the curl's body lacks ${KEY_PLACEHOLDER}`);
  return { ...call, url: call.url.replace(README_BASE_URL, baseUrl), body: call.body.replace(KEY_PLACEHOLDER, key) };
}

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  if (from < 0) throw new Error(`README.md has no ${start.trim()}`);
  const to = text.indexOf(end, from + start.length);
  return text.slice(from + start.length, to < 0 ? undefined : to);
}

function codeBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)\n```$/gm)].map((match) => ({ language: match[1], text: match[2] }));
}

function matchOne(text: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`README.md: ${what} is not in the Getting started section`);
  return match[1];
}

/** The paragraph of the numbered step (`**4. …**`), up to the next blank line. */
function step(section: string, number: number): string {
  return matchOne(section, new RegExp(`^(\\*\\*${number}\\. [\\s\\S]*?)\\n\\n`, 'm'), `step ${number}`).replace(
    /\s*\n\s*/g,
    ' ',
  );
}

function dashboardStep(paragraph: string): DashboardStep {
  // After the step's bold title: the page, then bold buttons and choices, with `label `value`` fields between.
  const walk = paragraph.replace(/^\*\*\d+\. [^*]+\*\*\s*/, '');
  const page = walk.slice(0, walk.indexOf(' → '));
  const bold = [...walk.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);
  const fields = Object.fromEntries(
    [...walk.matchAll(/([a-z][\w-]*) `([^`]+)`/g)].map((match) => [match[1], match[2]] as const),
  );
  if (!page || bold.length < 2) throw new Error(`README.md: cannot read the dashboard step "${paragraph}"`);
  return { page, open: bold[0], choices: bold.slice(1, -1), submit: bold[bold.length - 1], fields };
}

function curlCall(command: string): HttpCall {
  const words = shellWords(command.replace(/\\\n/g, ' '));
  const call: HttpCall = { method: 'GET', url: '', headers: {}, body: '' };
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (word === '-H') {
      const [name, ...value] = words[++index].split(':');
      call.headers[name.trim().toLowerCase()] = value.join(':').trim();
    } else if (word === '-d') {
      call.body = words[++index];
      if (call.method === 'GET') call.method = 'POST';
    } else if (word === '-X') call.method = words[++index];
    else if (word.startsWith('-')) throw new Error(`README.md: the curl's option ${word} is not understood here`);
    else call.url = word;
  }
  return call;
}

/** Splits a command line as a POSIX shell does for plain words and single- or double-quoted ones. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)].map(
    (match) => match[1] ?? match[2]?.replace(/\\(.)/g, '$1') ?? match[3],
  );
}
