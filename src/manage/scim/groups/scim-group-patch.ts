import { ScimError } from '../scim-error';
import { SCIM_PATCH_OP_SCHEMA } from '../protocol/scim.constants';
import { SCIM_GROUP_SCHEMA, SCIM_MAX_GROUP_MEMBERS } from './scim-groups.constants';

/** One PATCH operation once its `op` is known (RFC 7644 §3.5.2), lower-cased. */
export interface GroupPatchOperation {
  op: 'add' | 'replace' | 'remove';
  path?: string;
  value?: unknown;
}

/** What a group becomes: its attributes and its direct members. */
export interface GroupState {
  id: string;
  displayName: string;
  externalId: string | null;
  memberIds: string[];
}

const MEMBER_VALUE_PATH = /^members\s*\[\s*value\s+eq\s+("(?:\\.|[^"\\])*")\s*\]$/i;
const CORE_PREFIX = `${SCIM_GROUP_SCHEMA}:`.toLowerCase();

const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
const notAUser = () => invalidValue('Group members must reference a SCIM User');

/** A path without the core schema's prefix, which clients may put before any attribute. */
function attributeOf(path: string): string {
  const trimmed = path.trim();
  return trimmed.toLowerCase().startsWith(CORE_PREFIX) ? trimmed.slice(CORE_PREFIX.length) : trimmed;
}

export function assertMemberCount(count: number): void {
  if (count > SCIM_MAX_GROUP_MEMBERS) {
    throw invalidValue(`Groups cannot contain more than ${SCIM_MAX_GROUP_MEMBERS} direct members`);
  }
}

/** The distinct SCIM User ids of a `members` list; a member of another type, or without a value, is refused. */
export function memberIdsOf(members: unknown): string[] {
  if (!Array.isArray(members)) throw invalidValue('members must be an array');
  assertMemberCount(members.length);
  const ids = new Set<string>();
  for (const member of members) {
    if (typeof member !== 'object' || member === null || Array.isArray(member)) throw notAUser();
    const { value, type } = member as { value?: unknown; type?: unknown };
    if (typeof value !== 'string' || !value.trim()) throw notAUser();
    if (type !== undefined && (typeof type !== 'string' || type.toLowerCase() !== 'user')) throw notAUser();
    ids.add(value);
  }
  return [...ids];
}

/** The member id of a `members[value eq "…"]` path, or undefined for any other path. */
function memberIdOfValuePath(path: string): string | undefined {
  const quoted = MEMBER_VALUE_PATH.exec(attributeOf(path))?.[1];
  if (!quoted) return undefined;
  try {
    const id: unknown = JSON.parse(quoted);
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A non-empty string, also as Entra sends single values: wrapped in a one-element array. */
function patchString(value: unknown, attribute: string): string {
  const scalar = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  if (typeof scalar !== 'string' || !scalar.trim()) throw invalidValue(`${attribute} must be a non-empty string`);
  return scalar.trim();
}

/**
 * Applies the operations to the group in order (RFC 7644 §3.5.2): `members` add, replace and remove (with a value
 * list, or all of them without one), `members[value eq "id"]` remove, `displayName` and `externalId`, and path-less
 * objects as Okta sends them. Read-only attributes answer `mutability`, anything else `invalidPath`.
 */
export function applyGroupPatch(group: GroupState, operations: GroupPatchOperation[]): GroupState {
  const members = new Set(group.memberIds);
  const next = { ...group };

  const setAttribute = (op: GroupPatchOperation['op'], path: string, value: unknown) => {
    const attribute = attributeOf(path).toLowerCase();
    if (attribute === 'id' || attribute === 'schemas' || attribute === 'meta' || attribute.startsWith('meta.')) {
      throw new ScimError(400, `${path} is read-only`, 'mutability');
    }
    if (attribute === 'displayname') {
      if (op === 'remove') throw new ScimError(400, 'displayName is required and cannot be removed', 'mutability');
      next.displayName = patchString(value, 'displayName');
    } else if (attribute === 'externalid') {
      next.externalId = op === 'remove' ? null : patchString(value, 'externalId');
    } else {
      throw new ScimError(400, 'Unsupported Group PATCH path', 'invalidPath');
    }
  };

  for (const { op, path: rawPath, value } of operations) {
    const path = rawPath?.trim();
    if (!path) {
      if (op === 'remove') throw new ScimError(400, 'A pathless remove operation has no target', 'noTarget');
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw invalidValue('A pathless Group PATCH value must be an object');
      }
      for (const [attribute, attributeValue] of Object.entries(value as Record<string, unknown>)) {
        const name = attribute.toLowerCase();
        if (name === 'id') {
          if (attributeValue !== group.id) throw new ScimError(400, 'A Group PATCH cannot change id', 'mutability');
        } else if (name === 'members') {
          const ids = memberIdsOf(attributeValue);
          if (op === 'replace') members.clear();
          for (const id of ids) members.add(id);
        } else if (name !== 'schemas' && name !== 'meta') {
          setAttribute(op, attribute, attributeValue);
        }
      }
      continue;
    }
    if (attributeOf(path).toLowerCase() === 'members') {
      if (op === 'remove' && value === undefined) members.clear();
      else {
        const ids = memberIdsOf(value);
        if (op === 'replace') members.clear();
        for (const id of ids) {
          if (op === 'remove') members.delete(id);
          else members.add(id);
        }
      }
      continue;
    }
    const memberId = memberIdOfValuePath(path);
    if (op !== 'remove' || !memberId) setAttribute(op, path, value);
    // RFC 7644 §3.5.2: a value filter that selects nothing has no target (the package answers 200).
    else if (!members.delete(memberId))
      throw new ScimError(400, "No members value matches the path's filter", 'noTarget');
  }
  assertMemberCount(members.size);
  return { ...next, memberIds: [...members] };
}

const OPS = new Set(['add', 'replace', 'remove']);
const syntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');

/** Reads a PatchOp body: ops are case-insensitive (Entra sends `Add`), a missing op reads as `replace`. */
export function readGroupPatch(body: unknown): GroupPatchOperation[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw syntax('The body must be a PatchOp object');
  }
  const { schemas, Operations } = body as { schemas?: unknown; Operations?: unknown };
  if (!Array.isArray(schemas) || !schemas.includes(SCIM_PATCH_OP_SCHEMA)) {
    throw syntax(`schemas must contain ${SCIM_PATCH_OP_SCHEMA}`);
  }
  if (!Array.isArray(Operations) || Operations.length === 0) throw syntax('Operations must be a non-empty array');
  return Operations.map((operation: unknown) => {
    if (typeof operation !== 'object' || operation === null) throw syntax('Each operation must be an object');
    const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
    const name = op === undefined ? 'replace' : typeof op === 'string' ? op.toLowerCase() : '';
    if (!OPS.has(name)) throw syntax('The operation must be add, replace or remove');
    if (path !== undefined && path !== null && typeof path !== 'string') {
      throw new ScimError(400, 'path must be a non-empty string', 'invalidPath');
    }
    return { op: name as GroupPatchOperation['op'], path: path ?? undefined, value };
  });
}
