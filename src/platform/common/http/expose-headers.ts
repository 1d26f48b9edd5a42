import type { ServerResponse } from 'node:http';

/** Adds `name` to Access-Control-Expose-Headers, so a script on a trusted origin may read it. */
export function exposeHeader(res: ServerResponse, name: string): void {
  const current = res.getHeader('Access-Control-Expose-Headers');
  const names = new Set(
    String(current ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  names.add(name);
  res.setHeader('Access-Control-Expose-Headers', [...names].join(', '));
}
