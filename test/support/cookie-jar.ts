/**
 * The cookies of one simulated browser. Node's fetch keeps none, so `fetch` here sends what the jar
 * holds and stores what responses set; a `Max-Age=0` cookie is a deletion. Cookie paths, domains and
 * expiry dates are ignored: every test app serves one origin at `/`.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /**
   * @param origin Sent as the `Origin` header of every request that is not GET or HEAD, as a
   * browser does for a page served from that origin; omit it to send none.
   */
  constructor(private readonly origin?: string) {}

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.origin && method !== 'GET' && method !== 'HEAD') headers.set('origin', this.origin);
    const response = await fetch(input, { ...init, headers });
    this.store(response.headers.getSetCookie());
    return response;
  };

  /** The Cookie header value the jar sends. */
  private header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const isDeletion = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (isDeletion) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }
}
