import type { Request, Response } from 'express';
import { escapeHtml } from '../../../platform/mail/templates/render-link-email';

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'content-type': 'text/html; charset=utf-8',
  pragma: 'no-cache',
  'x-content-type-options': 'nosniff',
};

/** The package's test for a page the user looks at (not a script's fetch): it gets HTML pages and redirects. */
export function isBrowserNavigation(req: Request): boolean {
  const mode = req.headers['sec-fetch-mode'];
  if (mode === 'cors' || mode === 'same-origin' || mode === 'no-cors') return false;
  const accept = req.headers.accept ?? '';
  return mode === 'navigate' || accept.includes('text/html') || accept.includes('application/xhtml+xml');
}

/** A page of the package's logout flow, minimal server HTML as it serves them. */
export interface LogoutPage {
  status: number;
  title: string;
  body: string;
}

export function sendLogoutPage(res: Response, page: LogoutPage): void {
  res
    .status(page.status)
    .set(PAGE_HEADERS)
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head>` +
        `<body>${page.body}</body></html>`,
    );
}

export function confirmationPage(confirmUrl: string): LogoutPage {
  return {
    status: 200,
    title: 'Confirm logout',
    body:
      '<main><h1>Confirm logout</h1><p>Do you want to log out of this account?</p>' +
      `<form method="post" data-oidc-logout-confirmation action="${escapeHtml(confirmUrl)}">` +
      '<button type="submit" name="action" value="confirm">Confirm logout</button></form></main>',
  };
}

export function loggedOutPage(redirectInvalid: boolean): LogoutPage {
  const note = redirectInvalid ? ' The requested post-logout redirect was not registered.' : '';
  return {
    status: 200,
    title: 'Logged out',
    body: `<main><p data-oidc-logout-state="logged-out">Logged out.${escapeHtml(note)}</p></main>`,
  };
}

export function logoutErrorPage(status: number, description: string): LogoutPage {
  return {
    status,
    title: 'Logout error',
    body: `<main><h1>Logout error</h1><p data-oidc-logout-state="error">${escapeHtml(description)}</p></main>`,
  };
}
