import { ScimError } from '../scim-error';
import { ScimEquality } from './scim-filter';
import { parseScimPath, ScimPath } from './scim-path';
import { findScimExtension, ScimResourceSchema } from './scim-resource-schema';
import { SCIM_PATCH_OP_SCHEMA } from './scim.constants';

export type ScimPatchOp = 'add' | 'replace' | 'remove';

/** One operation of a PatchOp request; `path` null means the value names the attributes (RFC 7644 §3.5.2). */
export interface ScimPatchOperation {
  op: ScimPatchOp;
  path: ScimPath | null;
  value: unknown;
}

type Json = Record<string, unknown>;

const OPS = new Set<string>(['add', 'replace', 'remove']);

/**
 * Reads a PatchOp body. Ops are case-insensitive (Entra sends `Replace`), a missing op reads as `replace`;
 * a path-less `remove` has no target (`noTarget`), a path-less add or replace needs an object value.
 */
export function parseScimPatch(body: unknown, schema: ScimResourceSchema): ScimPatchOperation[] {
  if (!isObject(body)) throw syntax('The body must be a PatchOp object');
  const schemas = body.schemas;
  if (!Array.isArray(schemas) || !schemas.includes(SCIM_PATCH_OP_SCHEMA))
    throw syntax(`schemas must contain ${SCIM_PATCH_OP_SCHEMA}`);
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0) throw syntax('Operations must be a non-empty array');
  return operations.map((operation: unknown) => parseOperation(operation, schema));
}

/** Applies the operations to a copy of the resource's attributes and returns it; the caller validates the result. */
export function applyScimPatch(
  document: Json,
  operations: readonly ScimPatchOperation[],
  schema: ScimResourceSchema,
): Json {
  const result = structuredClone(document);
  for (const operation of operations) {
    if (operation.path) applyAtPath(result, operation.op, operation.path, operation.value);
    else
      for (const [path, value] of pathsOf(operation.value as Json, schema))
        applyAtPath(result, operation.op, path, value);
  }
  return result;
}

function parseOperation(operation: unknown, schema: ScimResourceSchema): ScimPatchOperation {
  if (!isObject(operation)) throw syntax('Each operation must be an object');
  const op =
    operation.op === undefined ? 'replace' : typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
  if (!OPS.has(op)) throw syntax('The operation must be add, replace or remove');
  const rawPath = operation.path;
  if (rawPath !== undefined && rawPath !== null && (typeof rawPath !== 'string' || !rawPath.trim()))
    throw new ScimError(400, 'path must be a non-empty string', 'invalidPath');
  const path = typeof rawPath === 'string' ? parseScimPath(rawPath, schema) : null;
  if (!path && op === 'remove') throw new ScimError(400, 'A remove operation needs a path', 'noTarget');
  if (!path && !isObject(operation.value))
    throw new ScimError(400, 'An operation without a path needs an object value', 'invalidValue');
  if (op !== 'remove' && operation.value === undefined)
    throw new ScimError(400, `An ${op} operation needs a value`, 'invalidValue');
  // Checked now so that a path-less value naming a read-only or unknown attribute fails before any change.
  if (!path) pathsOf(operation.value as Json, schema);
  return { op: op as ScimPatchOp, path, value: operation.value };
}

/** A path-less value's entries as paths; an extension's object opens into its attributes, unknown names are ignored. */
function pathsOf(value: Json, schema: ScimResourceSchema): [ScimPath, unknown][] {
  const paths: [ScimPath, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const extension = findScimExtension(schema, key);
    if (extension && isObject(item)) {
      for (const [name, inner] of Object.entries(item)) pushKnown(paths, `${extension}:${name}`, inner, schema);
    } else if (!extension) pushKnown(paths, key, item, schema);
  }
  return paths;
}

function pushKnown(paths: [ScimPath, unknown][], key: string, value: unknown, schema: ScimResourceSchema): void {
  try {
    paths.push([parseScimPath(key, schema), value]);
  } catch (error) {
    if (error instanceof ScimError && error.scimType === 'invalidPath') return;
    throw error;
  }
}

function applyAtPath(document: Json, op: ScimPatchOp, path: ScimPath, value: unknown): void {
  const container = path.extension ? extensionObject(document, path.extension) : document;
  const name = path.attribute.name;
  if (path.filter) return applyFiltered(container, op, path, value);
  if (path.subAttribute) return applySub(container, op, name, path.subAttribute, path.attribute.multiValued, value);
  if (op === 'remove') delete container[name];
  else if (path.attribute.multiValued && op === 'add') container[name] = withAdded(container[name], value);
  else if (!path.attribute.multiValued && op === 'replace' && isObject(value) && isObject(container[name]))
    container[name] = { ...container[name], ...value };
  else container[name] = value;
  if (path.extension && Object.keys(container).length === 0) delete document[path.extension];
}

function applySub(container: Json, op: ScimPatchOp, name: string, sub: string, multi = false, value: unknown): void {
  const current = container[name];
  if (multi) {
    const items = Array.isArray(current) ? current.filter(isObject) : [];
    if (op === 'remove') items.forEach((item) => delete item[sub]);
    else if (items.length === 0) container[name] = [{ [sub]: value }];
    else items.forEach((item) => (item[sub] = value));
    return;
  }
  if (op === 'remove') {
    if (isObject(current)) delete current[sub];
    return;
  }
  container[name] = { ...(isObject(current) ? current : {}), [sub]: value };
}

/** A value filter that selects nothing is `noTarget` for a remove or a whole-item replace (RFC 7644 §3.5.2). */
function applyFiltered(container: Json, op: ScimPatchOp, path: ScimPath, value: unknown): void {
  const name = path.attribute.name;
  const items = Array.isArray(container[name]) ? (container[name] as unknown[]) : [];
  const selected = items.filter((item): item is Json => isObject(item) && matches(item, path.filter!));
  if (selected.length === 0) {
    if (op === 'remove' || !path.subAttribute)
      throw new ScimError(400, `No ${name} value matches the path's filter`, 'noTarget');
    // Entra replaces `emails[type eq "work"].value` on a user without a work address: it is added.
    const added = Object.fromEntries(path.filter!.map((equality) => [equality.attribute, equality.value]));
    container[name] = [...items, { ...added, [path.subAttribute]: value }];
    return;
  }
  if (op === 'remove' && !path.subAttribute) {
    const kept = items.filter((item) => !selected.includes(item as Json));
    if (kept.length > 0) container[name] = kept;
    else delete container[name];
    return;
  }
  for (const item of selected) {
    if (path.subAttribute && op === 'remove') delete item[path.subAttribute];
    else if (path.subAttribute) item[path.subAttribute] = value;
    else if (isObject(value)) Object.assign(item, value);
    else throw new ScimError(400, `The value for ${name} must be an object`, 'invalidValue');
  }
}

function matches(item: Json, filter: readonly ScimEquality[]): boolean {
  return filter.every(({ attribute, value }) => {
    const actual = item[attribute];
    if (typeof actual === 'string' && typeof value === 'string') return actual.toLowerCase() === value.toLowerCase();
    // Entra writes booleans as strings in some requests (`"primary": "True"`).
    if (typeof value === 'boolean' && typeof actual === 'string') return actual.toLowerCase() === String(value);
    return actual === value;
  });
}

function withAdded(current: unknown, value: unknown): unknown[] {
  const items: unknown[] = Array.isArray(current) ? current : [];
  const additions: unknown[] = Array.isArray(value) ? value : [value];
  const seen = new Set(items.map((item) => JSON.stringify(item)));
  return [...items, ...additions.filter((item) => !seen.has(JSON.stringify(item)))];
}

function extensionObject(document: Json, urn: string): Json {
  if (!isObject(document[urn])) document[urn] = {};
  return document[urn] as Json;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function syntax(detail: string): ScimError {
  return new ScimError(400, detail, 'invalidSyntax');
}
