/** An attribute definition of a SCIM schema document (RFC 7643 §7). */
type ScimAttributeDefinition = Record<string, unknown>;

interface StringAttributeOptions {
  required?: boolean;
  mutability?: string;
  uniqueness?: string;
}

export function stringAttribute(
  name: string,
  description: string,
  options: StringAttributeOptions = {},
): ScimAttributeDefinition {
  return {
    name,
    type: 'string',
    multiValued: false,
    description,
    required: options.required ?? false,
    caseExact: false,
    mutability: options.mutability ?? 'readWrite',
    returned: 'default',
    uniqueness: options.uniqueness ?? 'none',
  };
}

export function booleanAttribute(name: string, description: string): ScimAttributeDefinition {
  return {
    name,
    type: 'boolean',
    multiValued: false,
    description,
    required: false,
    mutability: 'readWrite',
    returned: 'default',
  };
}

export function typeSubAttribute(): ScimAttributeDefinition {
  return stringAttribute('type', "A label indicating the attribute's function.");
}

export function primarySubAttribute(): ScimAttributeDefinition {
  return booleanAttribute('primary', 'Whether this is the primary value for the attribute.');
}

export function complexAttribute(
  name: string,
  description: string,
  subAttributes: ScimAttributeDefinition[],
  multiValued: boolean,
): ScimAttributeDefinition {
  return {
    name,
    type: 'complex',
    multiValued,
    description,
    required: false,
    subAttributes,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
  };
}

export function referenceAttribute(name: string, description: string, mutability: string): ScimAttributeDefinition {
  return {
    name,
    type: 'reference',
    referenceTypes: ['User'],
    multiValued: false,
    description,
    required: false,
    caseExact: false,
    mutability,
    returned: 'default',
    uniqueness: 'none',
  };
}
