/** `base` with the defined `params` added to its query. */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
