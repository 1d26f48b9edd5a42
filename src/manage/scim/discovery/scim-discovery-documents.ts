import {
  SCIM_ENTERPRISE_USER_SCHEMA,
  SCIM_GROUP_SCHEMA,
  SCIM_RESOURCE_TYPE_SCHEMA,
  SCIM_SERVICE_PROVIDER_CONFIG_SCHEMA,
  SCIM_USER_SCHEMA,
} from './scim-discovery.constants';
import { SCIM_LIST_RESPONSE_SCHEMA, SCIM_MAX_PAGE_SIZE } from '../protocol/scim.constants';
import { GROUP_SCHEMA } from './scim-group-schema';
import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from './scim-user-schemas';

/** A discovery document; `meta.location` is relative to the API's root until `locate` makes it absolute. */
export interface DiscoveryDocument {
  id?: string;
  meta: { resourceType: string; location: string };
  [attribute: string]: unknown;
}

export const SCHEMAS: DiscoveryDocument[] = [USER_SCHEMA, ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA];

export const RESOURCE_TYPES: DiscoveryDocument[] = [
  {
    schemas: [SCIM_RESOURCE_TYPE_SCHEMA],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'User Account',
    schema: SCIM_USER_SCHEMA,
    schemaExtensions: [{ schema: SCIM_ENTERPRISE_USER_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType', location: '/scim/v2/ResourceTypes/User' },
  },
  {
    schemas: [SCIM_RESOURCE_TYPE_SCHEMA],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'Group',
    schema: SCIM_GROUP_SCHEMA,
    meta: { resourceType: 'ResourceType', location: '/scim/v2/ResourceTypes/Group' },
  },
];

/** What the service supports of SCIM (RFC 7643 §5): PATCH and filters, no bulk, sorting, ETags or passwords. */
export const SERVICE_PROVIDER_CONFIG: DiscoveryDocument = {
  schemas: [SCIM_SERVICE_PROVIDER_CONFIG_SCHEMA],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_PAGE_SIZE },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      name: 'OAuth Bearer Token',
      description: 'Authentication using a bearer token in the Authorization header.',
      specUri: 'https://www.rfc-editor.org/info/rfc6750',
      type: 'oauthbearertoken',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: '/scim/v2/ServiceProviderConfig' },
};

/** The document with its `meta.location` under `apiRoot` (`${BASE_URL}/api/auth`). */
export function locate(document: DiscoveryDocument, apiRoot: string): DiscoveryDocument {
  return { ...document, meta: { ...document.meta, location: `${apiRoot}${document.meta.location}` } };
}

/** Discovery lists are never paged: every document at once. */
export function discoveryList(documents: DiscoveryDocument[]) {
  return {
    schemas: [SCIM_LIST_RESPONSE_SCHEMA],
    totalResults: documents.length,
    startIndex: 1,
    itemsPerPage: documents.length,
    Resources: documents,
  };
}
