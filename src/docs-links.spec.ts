import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Every relative link in the project's Markdown (README.md, docs/, examples/) names a file that exists
// and, with a #fragment, a heading of that file, as GitHub makes anchors of headings.
const ROOT = join(__dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'coverage', 'e2e-output']);

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The Markdown outside fenced code blocks, where a `#` line is a heading and `[..](..)` a link. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2… */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function linksOf(text: string): string[] {
  const withoutCode = prose(text).map((line) => line.replace(/`[^`]*`/g, ''));
  return [...withoutCode.join('\n').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return linksOf(text).flatMap((link) => {
    if (/^[a-z]+:/i.test(link)) return [];
    const [path, fragment] = link.split('#');
    const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
    if (!existsSync(target)) return [`${link} (no such file)`];
    if (fragment === undefined || statSync(target).isDirectory()) return [];
    return anchorsOf(readFileSync(target, 'utf8')).has(fragment) ? [] : [`${link} (no such heading)`];
  });
}

describe('links in the documentation', () => {
  const files = markdownFiles(ROOT);

  it('finds the README and the docs', () => {
    expect(files.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(['README.md', join('docs', 'configuration.md')]),
    );
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))(
    'every relative link and #anchor in %s resolves',
    (_name, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );

  it('makes anchors as GitHub does', () => {
    expect([
      ...anchorsOf("# Better Auth 1.4 and 1.7\n## The client's address\n## `npm` and **bold**\n## Logs\n## Logs"),
    ]).toEqual(['better-auth-14-and-17', 'the-clients-address', 'npm-and-bold', 'logs', 'logs-1']);
  });
});
