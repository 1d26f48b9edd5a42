/** A refusal of an authorization request before the client is known to be safe to send it to. */
export interface AuthorizationProblem {
  error: string;
  description: string;
}

/** The request's parameters, one value each: the package reads them with a schema that refuses repeats. */
export type AuthorizationQuery = Record<string, string>;

const SCHEMA_ORDER = [
  'response_type',
  'request',
  'request_uri',
  'redirect_uri',
  'scope',
  'state',
  'client_id',
  'prompt',
];
const PROMPTS = new Set(['none', 'consent', 'login', 'create', 'select_account']);

function promptProblem(prompt: string): string | null {
  const tokens = prompt
    .split(' ')
    .map((token) => token.trim())
    .filter(Boolean);
  if (!tokens.length) return 'prompt must include at least one value';
  const unsupported = tokens.find((token) => !PROMPTS.has(token));
  if (unsupported) return `unsupported prompt value: ${unsupported}`;
  if (tokens.includes('none') && new Set(tokens).size > 1)
    return 'prompt=none cannot be combined with other prompt values';
  return null;
}

/** The prompts asked for, as the package reads them. */
export function promptsOf(query: AuthorizationQuery): Set<string> {
  return new Set((query.prompt ?? '').split(' ').filter((token) => PROMPTS.has(token)));
}

/**
 * Reads the query as the package's schema does, answering its first complaint in its words: a repeated
 * parameter, a missing client_id, an unsupported response_type, prompt, max_age or PKCE method.
 */
export function readAuthorizationQuery(raw: Record<string, unknown>): AuthorizationQuery | AuthorizationProblem {
  const query: AuthorizationQuery = {};
  const names = [...SCHEMA_ORDER, ...Object.keys(raw).filter((name) => !SCHEMA_ORDER.includes(name))];
  for (const name of names) {
    const value = raw[name];
    if (value === undefined) continue;
    if (typeof value !== 'string')
      return { error: 'invalid_request', description: `${name} must not appear more than once` };
    query[name] = value;
  }
  if (query.response_type !== undefined && query.response_type !== 'code')
    return { error: 'unsupported_response_type', description: 'response_type must be one of: code' };
  if (query.client_id === undefined) return { error: 'invalid_request', description: 'client_id is required' };
  if (query.client_id === '') return { error: 'invalid_request', description: 'client_id: client_id is required' };
  const prompt = query.prompt === undefined ? null : promptProblem(query.prompt);
  if (prompt) return { error: 'invalid_request', description: `prompt: ${prompt}` };
  if (query.max_age !== undefined && !/^\d+$/.test(query.max_age.trim()))
    return { error: 'invalid_request', description: 'max_age: max_age must be a non-negative integer' };
  if (query.code_challenge_method !== undefined && query.code_challenge_method !== 'S256')
    return { error: 'invalid_request', description: 'code_challenge_method must be one of: S256' };
  return query;
}
