import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_ACTIONS, AUDIT_ACTION_CATALOGUE, AUDIT_ACTION_GROUPS } from './audit-actions';

const SOURCE = join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every action name written where an event is recorded: `@Audited('…'`, `.record('…'`, `.recordOutcome('…'`. */
function emittedActions(): Array<{ action: string; file: string }> {
  return sourceFiles(SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:@Audited|\.audit\.record|\.audit\.recordOutcome)\(\s*'([^']+)'/g)].map(
      (match) => ({ action: match[1], file: relative(SOURCE, file) }),
    ),
  );
}

describe('the audit action catalogue', () => {
  it('lists every action the code records', () => {
    const emitted = emittedActions();

    expect(emitted.length).toBeGreaterThan(40);
    expect(emitted.filter(({ action }) => !AUDIT_ACTIONS.includes(action as never))).toEqual([]);
  });

  it('lists no action that nothing records, so no filter offered can never match', () => {
    const emitted = new Set(emittedActions().map(({ action }) => action));

    expect(AUDIT_ACTIONS.filter((action) => !emitted.has(action))).toEqual([]);
  });

  it('gives each action its own label, under a known group, with the groups in one block each', () => {
    const entries = Object.values(AUDIT_ACTION_CATALOGUE);
    const groupsInOrder = entries.map(({ group }) => group).filter((group, i, all) => group !== all[i - 1]);

    expect(new Set(entries.map(({ label }) => label)).size).toBe(entries.length);
    expect(entries.every(({ label }) => label.trim().length > 0)).toBe(true);
    expect(groupsInOrder).toEqual(AUDIT_ACTION_GROUPS.filter((group) => groupsInOrder.includes(group)));
  });
});
