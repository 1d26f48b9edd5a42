import { describe, expect, it } from 'vitest';
import { formatPermissions, parsePermissions } from './permissions-text';

describe('permissions as text', () => {
  it('reads one resource a line with its comma-separated actions', () => {
    expect(parsePermissions('files: read, write\n\n projects:deploy ')).toEqual({
      files: ['read', 'write'],
      projects: ['deploy'],
    });
  });

  it('reads empty text as no permissions', () => {
    expect(parsePermissions('  \n')).toBeNull();
  });

  it('says which line is malformed', () => {
    expect(() => parsePermissions('files read')).toThrow('"files read" is not "resource: action, action"');
    expect(() => parsePermissions('files:')).toThrow('"files:" names no action');
  });

  it('writes permissions back in the same form', () => {
    expect(formatPermissions({ files: ['read', 'write'], projects: ['deploy'] })).toBe(
      'files: read, write\nprojects: deploy',
    );
  });
});
