import { ScimError } from '../scim-error';
import { parseScimFilter } from '../protocol/scim-filter';
import { ScimGroupFilter } from './scim-groups.service';

const FILTERABLE = new Map<string, ScimGroupFilter['attribute']>([
  ['id', 'id'],
  ['displayname', 'displayName'],
  ['externalid', 'externalId'],
  ['urn:ietf:params:scim:schemas:core:2.0:group:id', 'id'],
  ['urn:ietf:params:scim:schemas:core:2.0:group:displayname', 'displayName'],
  ['urn:ietf:params:scim:schemas:core:2.0:group:externalid', 'externalId'],
]);

/** A Groups list filter: `eq` on `id`, `displayName` (any case) or `externalId` (exact), joined by `and`. */
export function readGroupFilter(filter: string): ScimGroupFilter[] {
  return parseScimFilter(filter, FILTERABLE).map(({ attribute, value }) => {
    if (typeof value !== 'string')
      throw new ScimError(400, `${attribute} must be compared with a string`, 'invalidFilter');
    return { attribute: attribute as ScimGroupFilter['attribute'], value };
  });
}
