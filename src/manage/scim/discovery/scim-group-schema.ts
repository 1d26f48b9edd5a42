import { stringAttribute, referenceAttribute } from './scim-attribute-definitions';
import { SCIM_GROUP_SCHEMA, SCIM_SCHEMA_SCHEMA } from './scim-discovery.constants';

const immutableString = (name: string, description: string, required: boolean) => ({
  ...stringAttribute(name, description, { required, mutability: 'immutable' }),
});

/** The core Group schema: a display name and direct User members. */
export const GROUP_SCHEMA = {
  id: SCIM_GROUP_SCHEMA,
  schemas: [SCIM_SCHEMA_SCHEMA],
  name: 'Group',
  description: 'Group',
  attributes: [
    stringAttribute('displayName', 'A human-readable name for the Group.', { required: true, uniqueness: 'server' }),
    {
      name: 'members',
      type: 'complex',
      multiValued: true,
      description: 'A list of members of the Group.',
      required: false,
      mutability: 'readWrite',
      returned: 'default',
      uniqueness: 'none',
      subAttributes: [
        immutableString('value', 'Identifier of the member of this Group.', true),
        referenceAttribute('$ref', 'The URI corresponding to a SCIM member resource.', 'immutable'),
        stringAttribute('display', 'A human-readable name for the member.', { mutability: 'readOnly' }),
        {
          ...immutableString('type', 'A label indicating the member resource type.', false),
          canonicalValues: ['User'],
        },
      ],
    },
  ],
  meta: { resourceType: 'Schema', location: `/scim/v2/Schemas/${SCIM_GROUP_SCHEMA}` },
};
