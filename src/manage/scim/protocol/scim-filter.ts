import { ScimError } from '../scim-error';

export type ScimFilterValue = string | boolean | number | null;

/** One `attribute eq value` comparison; `attribute` is the canonical spelling the caller allowed. */
export interface ScimEquality {
  attribute: string;
  value: ScimFilterValue;
}

const COMPARISON = /^\s*([A-Za-z][\w:.$-]*)\s+([A-Za-z]+)\s+("(?:[^"\\]|\\.)*"|true|false|null|-?\d+(?:\.\d+)?)\s*/i;
const AND = /^and\s+/i;

/**
 * Reads a filter made of `eq` comparisons joined by `and` (the only ones the service answers; RFC 7644
 * §3.4.2.2 allows more, which are refused as `invalidFilter`). Attribute names are matched case-insensitively
 * against `attributes` (lower-cased name to canonical name); any other attribute is refused too.
 */
export function parseScimFilter(filter: string, attributes: ReadonlyMap<string, string>): ScimEquality[] {
  const comparisons: ScimEquality[] = [];
  let rest = filter.trim();
  if (!rest) throw invalidFilter('The filter is empty');
  for (;;) {
    const match = COMPARISON.exec(rest);
    if (!match) throw invalidFilter(`The filter "${filter}" is not supported: use eq comparisons joined by and`);
    const [whole, name, operator, literal] = match;
    if (operator.toLowerCase() !== 'eq') throw invalidFilter(`The filter operator "${operator}" is not supported`);
    const attribute = attributes.get(name.toLowerCase());
    if (!attribute) throw invalidFilter(`Filtering on "${name}" is not supported`);
    comparisons.push({ attribute, value: readLiteral(literal) });
    rest = rest.slice(whole.length);
    if (!rest) return comparisons;
    const and = AND.exec(rest);
    if (!and) throw invalidFilter(`The filter "${filter}" is not supported: use eq comparisons joined by and`);
    rest = rest.slice(and[0].length);
  }
}

function readLiteral(literal: string): ScimFilterValue {
  if (literal.startsWith('"')) {
    try {
      return JSON.parse(literal) as string;
    } catch {
      throw invalidFilter(`The filter value ${literal} is not a valid string`);
    }
  }
  const lower = literal.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  return lower === 'null' ? null : Number(literal);
}

function invalidFilter(detail: string): ScimError {
  return new ScimError(400, detail, 'invalidFilter');
}
