import type { Request, Response } from 'express';

/** `url` with the parameters added to its query. */
export function withParameters(url: string, parameters: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined) target.searchParams.append(name, value);
  return target.toString();
}

/**
 * Sends the browser on, as the package does: a navigation gets a 302, a script (`Sec-Fetch-Mode: cors`) or a
 * caller that accepts JSON gets `200 { redirect: true, url }` to follow itself.
 */
export function sendRedirect(req: Request, res: Response, url: string): void {
  const fromScript = req.headers['sec-fetch-mode'] === 'cors';
  const acceptsJson = (req.headers.accept ?? '').includes('application/json');
  if (fromScript || acceptsJson) {
    res.status(200).json({ redirect: true, url });
    return;
  }
  res.redirect(302, url);
}
