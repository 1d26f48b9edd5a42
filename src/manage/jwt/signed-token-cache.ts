/** A token signed for some claims, and when (seconds since the epoch). */
interface SignedToken {
  token: Promise<string>;
  issuedAtS: number;
}

/**
 * Tokens already signed, by signing key and claims, reused while they are young. get-session hands a
 * token to every call; a signature costs more than the rest of the call, and a token signed a moment ago
 * for the same user by the same key says the same thing. A reused token expires that much sooner.
 */
export class SignedTokenCache {
  private readonly tokens = new Map<string, SignedToken>();

  constructor(
    private readonly reuseSeconds: number,
    private readonly maxEntries: number,
  ) {}

  /** The young token for these claims, else the one `sign` makes (once, however many ask together). */
  obtain(key: string, nowS: number, sign: (issuedAtS: number) => Promise<string>): Promise<string> {
    const found = this.tokens.get(key);
    if (found && nowS >= found.issuedAtS && nowS - found.issuedAtS < this.reuseSeconds) return found.token;
    if (found) this.tokens.delete(key);
    // Oldest first, as a Map keeps them: the first entries are the ones least likely to be asked for again.
    if (this.tokens.size >= this.maxEntries) this.tokens.delete(this.tokens.keys().next().value as string);
    const token = sign(nowS);
    this.tokens.set(key, { token, issuedAtS: nowS });
    token.catch(() => this.tokens.get(key)?.token === token && this.tokens.delete(key));
    return token;
  }
}
