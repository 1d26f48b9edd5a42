import {
  booleanAttribute,
  complexAttribute,
  primarySubAttribute,
  referenceAttribute,
  stringAttribute,
  typeSubAttribute,
} from './scim-attribute-definitions';
import { SCIM_ENTERPRISE_USER_SCHEMA, SCIM_SCHEMA_SCHEMA, SCIM_USER_SCHEMA } from './scim-discovery.constants';

const typedValues = (valueDescription: string) => [
  stringAttribute('value', valueDescription, { required: true }),
  typeSubAttribute(),
  primarySubAttribute(),
];

const displayedValues = (valueDescription: string, displayDescription: string) => [
  stringAttribute('value', valueDescription, { required: true }),
  stringAttribute('display', displayDescription),
  typeSubAttribute(),
  primarySubAttribute(),
];

/** The core User schema as the service supports it: the attributes it stores and answers. */
export const USER_SCHEMA = {
  id: SCIM_USER_SCHEMA,
  schemas: [SCIM_SCHEMA_SCHEMA],
  name: 'User',
  description: 'User Account',
  attributes: [
    stringAttribute('userName', 'Unique identifier for the User within its provisioning connection.', {
      required: true,
      uniqueness: 'server',
    }),
    stringAttribute('displayName', 'The name of the User, suitable for display to end-users.'),
    booleanAttribute('active', "A Boolean value indicating the User's administrative status."),
    complexAttribute(
      'name',
      "The components of the User's real name.",
      [
        stringAttribute('formatted', 'The complete formatted name.'),
        stringAttribute('givenName', 'The given name of the User.'),
        stringAttribute('familyName', 'The family name of the User.'),
        stringAttribute('middleName', 'The middle name of the User.'),
        stringAttribute('honorificPrefix', 'The honorific prefix of the User.'),
        stringAttribute('honorificSuffix', 'The honorific suffix of the User.'),
      ],
      false,
    ),
    complexAttribute('emails', 'Email addresses for the User.', typedValues('Email address for the User.'), true),
    stringAttribute('title', "The User's title."),
    stringAttribute('userType', "The User's relationship to the organization."),
    stringAttribute('preferredLanguage', "The User's preferred written or spoken language."),
    stringAttribute('locale', "The User's default location."),
    stringAttribute('timezone', "The User's time zone."),
    complexAttribute('phoneNumbers', 'Phone numbers for the User.', typedValues('Phone number for the User.'), true),
    complexAttribute(
      'addresses',
      'Postal addresses for the User.',
      [
        stringAttribute('formatted', 'The complete formatted address.'),
        stringAttribute('streetAddress', 'The full street address.'),
        stringAttribute('locality', 'The city or locality.'),
        stringAttribute('region', 'The state or region.'),
        stringAttribute('postalCode', 'The postal code.'),
        stringAttribute('country', 'The country.'),
        typeSubAttribute(),
        primarySubAttribute(),
      ],
      true,
    ),
    complexAttribute(
      'roles',
      'Roles for the User.',
      displayedValues('The role value.', 'A human-readable role name.'),
      true,
    ),
    complexAttribute(
      'entitlements',
      'Entitlements for the User.',
      displayedValues('The entitlement value.', 'A human-readable entitlement name.'),
      true,
    ),
  ],
  meta: { resourceType: 'Schema', location: `/scim/v2/Schemas/${SCIM_USER_SCHEMA}` },
};

/** RFC 7643 §4.3's Enterprise User extension. */
export const ENTERPRISE_USER_SCHEMA = {
  id: SCIM_ENTERPRISE_USER_SCHEMA,
  schemas: [SCIM_SCHEMA_SCHEMA],
  name: 'EnterpriseUser',
  description: 'Enterprise User',
  attributes: [
    stringAttribute('employeeNumber', 'A number assigned to the User.'),
    stringAttribute('costCenter', "The User's cost center."),
    stringAttribute('organization', "The User's organization."),
    stringAttribute('division', "The User's division."),
    stringAttribute('department', "The User's department."),
    complexAttribute(
      'manager',
      "The User's manager.",
      [
        stringAttribute('value', "The manager's identifier.", { required: false }),
        referenceAttribute('$ref', "The URI of the manager's SCIM User resource.", 'readWrite'),
        stringAttribute('displayName', "The manager's display name.", { mutability: 'readOnly' }),
      ],
      false,
    ),
  ],
  meta: { resourceType: 'Schema', location: `/scim/v2/Schemas/${SCIM_ENTERPRISE_USER_SCHEMA}` },
};
