/**
 * What is wrong with a resource identifier, or null: RFC 8707 §2 wants an absolute URI without a fragment.
 * The words are the package's, after "resource identifier <identifier>".
 */
export function resourceIdentifierProblem(identifier: string): string | null {
  if (!URL.canParse(identifier)) return 'must be an absolute URI (RFC 8707 §2)';
  if (new URL(identifier).hash || identifier.includes('#')) return 'must not contain a URI fragment (RFC 8707 §2)';
  return null;
}
