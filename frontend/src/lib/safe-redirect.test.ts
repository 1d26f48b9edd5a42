import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of the dashboard', () => {
    expect(safeRedirect('/users/abc?tab=1')).toBe('/users/abc?tab=1');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'users'])(
    'sends %s to the home page instead of off the site',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  it('goes home when there is no target', () => {
    expect(safeRedirect(undefined)).toBe('/');
  });
});
