const SIGNATURE_PARAM = 'sig';
const SIGNED_NAMES_PARAM = 'ba_param';
/** Where a page that is not the authorize redirect's target (the second step, sign-up) carries the query. */
const CARRIED_PARAM = 'oauth_query';

/**
 * The `oauth_query` the package's `oauthProviderClient()` sends from a sign-in or consent page's URL: `sig`,
 * every `ba_param` and the parameters they name, in the URL's order. The service checks the signature over
 * exactly these, so nothing may be added, dropped or reordered. Undefined when the URL carries no signed request.
 */
export function signedOAuthQuery(search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(SIGNATURE_PARAM)) return undefined;
  const signedNames = new Set(params.getAll(SIGNED_NAMES_PARAM));
  if (signedNames.size === 0) return undefined;
  const kept = new URLSearchParams();
  for (const [name, value] of params.entries())
    if (name === SIGNATURE_PARAM || name === SIGNED_NAMES_PARAM || signedNames.has(name)) kept.append(name, value);
  return kept.toString();
}

/** The authorization a page continues: the signed request in its URL, or one carried from the page before. */
export function pageOAuthQuery(search: string): string | undefined {
  return signedOAuthQuery(search) ?? (new URLSearchParams(search).get(CARRIED_PARAM) || undefined);
}

/** The signed request's own parameters, read back (`client_id`, `scope`). */
export function oauthQueryParam(oauthQuery: string, name: string): string | undefined {
  return new URLSearchParams(oauthQuery).get(name) ?? undefined;
}
