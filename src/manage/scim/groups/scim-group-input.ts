import { ScimError } from '../scim-error';
import { assertMemberCount, memberIdsOf } from './scim-group-patch';
import { SCIM_GROUP_FAILURES } from './scim-group-failures';
import { ENTRA_LEGACY_GROUP_SCHEMA, SCIM_GROUP_SCHEMA } from './scim-groups.constants';

/** A Group as POST and PUT give it, checked: unknown attributes (`meta`, `id`) are ignored. */
export interface GroupInput {
  displayName: string;
  externalId: string | null;
  memberIds: string[];
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A shape failure, worded as the package's validation reports it: `[body.<path>] <message>`. */
function invalid(path: string, message: string): ScimError {
  return new ScimError(400, `[body.${path}] ${message}`, 'invalidValue');
}

function expected(path: string, type: string, value: unknown): ScimError {
  return invalid(path, `Invalid input: expected ${type}, received ${typeOf(value)}`);
}

/**
 * Drops Microsoft Entra's attribute-less Group marker from a create's `schemas`. The marker never carries attributes
 * and is never declared twice; other requests keep it, so their `schemas` check refuses it.
 */
export function withoutEntraMarker(body: unknown, isCreate: boolean): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if (Object.hasOwn(body, ENTRA_LEGACY_GROUP_SCHEMA)) throw SCIM_GROUP_FAILURES.markerWithAttributes();
  const schemas = (body as { schemas?: unknown }).schemas;
  if (!isCreate || !Array.isArray(schemas)) return body;
  const markers = schemas.filter((schema) => schema === ENTRA_LEGACY_GROUP_SCHEMA).length;
  if (markers === 0) return body;
  if (markers > 1) throw SCIM_GROUP_FAILURES.markerDuplicated();
  return { ...body, schemas: schemas.filter((schema) => schema !== ENTRA_LEGACY_GROUP_SCHEMA) };
}

/** Checks a POST or PUT body: the core Group schema alone, a display name, optional `externalId` and members. */
export function readGroupInput(body: unknown): GroupInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ScimError(400, `[body] Invalid input: expected object, received ${typeOf(body)}`, 'invalidValue');
  }
  const { schemas, displayName, externalId, members } = body as Record<string, unknown>;
  if (!Array.isArray(schemas)) throw expected('schemas', 'array', schemas);
  if (schemas.length !== 1 || schemas[0] !== SCIM_GROUP_SCHEMA) {
    throw invalid('schemas', 'schemas must contain only the core SCIM Group schema');
  }
  if (typeof displayName !== 'string') throw expected('displayName', 'string', displayName);
  if (!displayName.trim()) throw invalid('displayName', 'Too small: expected string to have >=1 characters');
  if (externalId !== undefined && typeof externalId !== 'string') throw expected('externalId', 'string', externalId);
  if (externalId === '') throw invalid('externalId', 'Too small: expected string to have >=1 characters');
  if (members !== undefined && !Array.isArray(members)) throw expected('members', 'array', members);
  const memberIds = memberIdsOf(members ?? []);
  assertMemberCount(memberIds.length);
  return { displayName: displayName.trim(), externalId: externalId ?? null, memberIds };
}
