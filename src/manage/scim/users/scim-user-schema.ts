import { ScimAttribute, ScimResourceSchema } from '../protocol/scim-resource-schema';

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

const MULTI_VALUE_SUBS = ['value', 'display', 'type', 'primary'];

/** Text attributes of the core User schema the service keeps as sent. */
export const USER_TEXT_ATTRIBUTES = [
  'nickName',
  'profileUrl',
  'title',
  'userType',
  'preferredLanguage',
  'locale',
  'timezone',
] as const;

/** Multi-valued attributes of the core User schema the service keeps as sent (emails are read apart). */
export const USER_LIST_ATTRIBUTES = ['phoneNumbers', 'ims', 'photos', 'addresses', 'entitlements', 'roles'] as const;

const ENTERPRISE_ATTRIBUTES: ScimAttribute[] = [
  ...['employeeNumber', 'costCenter', 'organization', 'division', 'department'].map((name) => ({ name })),
  { name: 'manager', subAttributes: ['value', '$ref', 'displayName'] },
];

/** RFC 7643 §4.1 and §4.3, as PATCH paths name them. */
export const SCIM_USER_RESOURCE: ScimResourceSchema = {
  urn: SCIM_USER_SCHEMA,
  attributes: [
    { name: 'id', readOnly: true },
    { name: 'meta', readOnly: true },
    { name: 'externalId' },
    { name: 'userName' },
    { name: 'displayName' },
    { name: 'active' },
    {
      name: 'name',
      subAttributes: ['formatted', 'familyName', 'givenName', 'middleName', 'honorificPrefix', 'honorificSuffix'],
    },
    ...USER_TEXT_ATTRIBUTES.map((name) => ({ name })),
    { name: 'emails', multiValued: true, subAttributes: MULTI_VALUE_SUBS },
    ...USER_LIST_ATTRIBUTES.map((name) => ({
      name,
      multiValued: true,
      subAttributes:
        name === 'addresses'
          ? ['formatted', 'streetAddress', 'locality', 'region', 'postalCode', 'country', 'type', 'primary']
          : MULTI_VALUE_SUBS,
    })),
  ],
  extensions: [{ urn: SCIM_ENTERPRISE_USER_SCHEMA, attributes: ENTERPRISE_ATTRIBUTES }],
};

/** The attributes a Users filter may compare, by lower-cased name. */
export const SCIM_USER_FILTERS = new Map([
  ['id', 'id'],
  ['username', 'userName'],
  ['externalid', 'externalId'],
  ['emails.value', 'emails.value'],
]);
