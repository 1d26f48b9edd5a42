import { ScimError } from '../scim-error';
import { parseScimFilter, ScimEquality } from './scim-filter';
import { findScimAttribute, findScimSubAttribute, ScimAttributeRef, ScimResourceSchema } from './scim-resource-schema';

/** A PATCH path (RFC 7644 §3.5.2): `attr`, `attr.sub`, `attr[filter]` or `attr[filter].sub`, maybe URN-qualified. */
export interface ScimPath extends ScimAttributeRef {
  filter: ScimEquality[] | null;
  subAttribute: string | null;
}

// The name is matched lazily, so a URN's `2.0` stays in it while a trailing `.sub` does not.
const PATH = /^(.+?)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/;

/** Reads a PATCH path against the resource's attributes; names it does not have are `invalidPath`. */
export function parseScimPath(path: string, schema: ScimResourceSchema): ScimPath {
  const match = PATH.exec(path.trim());
  if (!match) throw invalidPath(path);
  const [, name, filterText, subName] = match;
  const ref = findScimAttribute(schema, name);
  if (!ref) throw invalidPath(path);
  if (ref.attribute.readOnly) throw new ScimError(400, `${ref.attribute.name} is read-only`, 'mutability');
  const subAttribute = subName === undefined ? null : findScimSubAttribute(ref.attribute, subName);
  if (subName !== undefined && !subAttribute) throw invalidPath(path);
  if (filterText === undefined) return { ...ref, filter: null, subAttribute };
  if (!ref.attribute.multiValued) throw invalidPath(path);
  const subAttributes = new Map((ref.attribute.subAttributes ?? []).map((sub) => [sub.toLowerCase(), sub]));
  let filter: ScimEquality[];
  try {
    filter = parseScimFilter(filterText, subAttributes);
  } catch {
    throw invalidPath(path);
  }
  return { ...ref, filter, subAttribute };
}

function invalidPath(path: string): ScimError {
  return new ScimError(400, `The path "${path}" is not a supported attribute path`, 'invalidPath');
}
