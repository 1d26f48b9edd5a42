import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer: the dashboard, the reference page and the API.
 *
 * The policy allows only this origin's scripts. Styles also allow inline ones: the dashboard's
 * components (Mantine) write their CSS variables into `<style>` elements and `style` attributes at
 * run time, Swagger UI sets `style` attributes, and the error page carries its own `<style>`.
 * Images and fonts may be data URLs (Swagger UI's icons are); images may also come from any https origin,
 * since an OAuth client's `logo_uri` (consent page, Applications) is hosted by the app. The referrer policy
 * keeps that host from learning which page showed the logo. HSTS is sent only when the service
 * is served over https, since a browser would otherwise refuse plain http on the host for a year;
 * for the same reason insecure requests are upgraded only then.
 */
export function securityHeaders(baseUrl: string): RequestHandler {
  const isHttps = new URL(baseUrl).protocol === 'https:';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Sign-in and reset links arrive from e-mail and other apps, logos load from apps' hosts: the referrer
    // never leaves the origin.
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * The headers a middleware sets when they do not depend on the request (helmet's, with this
 * policy), read once by running it on a recorder, so each answer sets them in one pass.
 */
export function fixedHeadersOf(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
    finished = true;
  });
  if (!finished) throw new Error('The header middleware did not finish at once');
  return [...headers];
}
