// URLs read from the configuration, refused unless they use one of the expected schemes.

export function readOptionalUrl(value: string | null, protocols: string[]): string | null {
  if (!value) return null;
  parseUrl(value, protocols);
  return value;
}

export function parseUrl(value: string, protocols: string[]): URL {
  const problem = `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  if (!protocols.includes(url.protocol)) throw new Error(problem);
  return url;
}
