import { ScimError } from '../scim-error';
import { ScimGroupWithMembers } from './scim-groups.service';
import { SCIM_GROUP_SCHEMA } from './scim-groups.constants';

type Json = Record<string, unknown>;

/** Which attributes an answer shows (RFC 7644 §3.9): lower-cased paths, `schemas` and `id` always. */
export type GroupProjection =
  { mode: 'default' } | { mode: 'include'; paths: Set<string> } | { mode: 'exclude'; paths: Set<string> };

const CORE_PREFIX = `${SCIM_GROUP_SCHEMA}:`.toLowerCase();

function readPaths(value: string | undefined, parameter: string): Set<string> | null {
  if (value === undefined || !value.trim()) return null;
  const paths = new Set<string>();
  for (const part of value.split(',')) {
    const path = part.trim().toLowerCase();
    if (!path || /\s/.test(path)) {
      throw new ScimError(400, `${parameter} must be a comma-separated list of attribute paths`, 'invalidValue');
    }
    paths.add(path.startsWith(CORE_PREFIX) ? path.slice(CORE_PREFIX.length) : path);
  }
  return paths;
}

/** Reads `attributes` and `excludedAttributes`, which may not come together. */
export function readGroupProjection(attributes?: string, excludedAttributes?: string): GroupProjection {
  const included = readPaths(attributes, 'attributes');
  const excluded = readPaths(excludedAttributes, 'excludedAttributes');
  if (included && excluded) {
    throw new ScimError(400, 'attributes and excludedAttributes cannot be used together', 'invalidValue');
  }
  if (included) return { mode: 'include', paths: included };
  return excluded ? { mode: 'exclude', paths: excluded } : { mode: 'default' };
}

/** Whether the answer lists members, so they are worth reading. */
export function showsMembers(projection: GroupProjection): boolean {
  if (projection.mode === 'default') return true;
  const named = [...projection.paths].some((path) => path === 'members' || path.startsWith('members.'));
  return projection.mode === 'include' ? named : !projection.paths.has('members');
}

/** The Group resource (RFC 7643 §4.2) with `meta.location` and each member's `$ref` under `apiRoot`. */
export function groupResource(apiRoot: string, { group, members }: ScimGroupWithMembers): Json {
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: group.id,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    meta: {
      resourceType: 'Group',
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: groupLocation(apiRoot, group.id),
    },
    members: members.map((member) => ({
      value: member.id,
      $ref: `${apiRoot}/scim/v2/Users/${encodeURIComponent(member.id)}`,
      display: member.displayName,
      type: 'User',
    })),
  };
}

export function groupLocation(apiRoot: string, id: string): string {
  return `${apiRoot}/scim/v2/Groups/${encodeURIComponent(id)}`;
}

function pick(value: unknown, subPaths: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, subPaths));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => subPaths.includes(key.toLowerCase())));
}

function omit(value: unknown, subPaths: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => omit(item, subPaths));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !subPaths.includes(key.toLowerCase())));
}

/** The resource as the projection shows it; matching is case-insensitive, the resource's spelling is kept. */
export function projectGroup(resource: Json, projection: GroupProjection): Json {
  if (projection.mode === 'default') return resource;
  const output: Json = { schemas: resource.schemas, id: resource.id };
  for (const [key, value] of Object.entries(resource)) {
    const name = key.toLowerCase();
    if (name === 'schemas' || name === 'id') continue;
    const subPaths = [...projection.paths]
      .filter((path) => path.startsWith(`${name}.`))
      .map((path) => path.slice(name.length + 1));
    if (projection.mode === 'include') {
      if (projection.paths.has(name)) output[key] = value;
      else if (subPaths.length > 0) output[key] = pick(value, subPaths);
    } else if (!projection.paths.has(name)) {
      output[key] = subPaths.length > 0 ? omit(value, subPaths) : value;
    }
  }
  return output;
}
