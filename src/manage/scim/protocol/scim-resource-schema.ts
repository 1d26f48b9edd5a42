/** One attribute of a resource as PATCH paths and filters name it. */
export interface ScimAttribute {
  name: string;
  /** A complex attribute's sub-attributes, in their canonical spelling. */
  subAttributes?: readonly string[];
  multiValued?: boolean;
  /** Set by the service alone (`id`): a PATCH naming it is refused with `mutability`. */
  readOnly?: boolean;
}

/** The attributes of a resource type and of its schema extensions, which live under their URN. */
export interface ScimResourceSchema {
  urn: string;
  attributes: readonly ScimAttribute[];
  extensions: readonly { urn: string; attributes: readonly ScimAttribute[] }[];
}

/** Where an attribute lives: at the top of the resource, or inside an extension's object. */
export interface ScimAttributeRef {
  extension: string | null;
  attribute: ScimAttribute;
}

/** Finds an attribute by a name compared case-insensitively, optionally qualified by its schema URN. */
export function findScimAttribute(schema: ScimResourceSchema, qualifiedName: string): ScimAttributeRef | null {
  const lower = qualifiedName.toLowerCase();
  for (const extension of schema.extensions) {
    const prefix = `${extension.urn.toLowerCase()}:`;
    if (lower.startsWith(prefix)) return inList(extension.urn, extension.attributes, lower.slice(prefix.length));
  }
  const corePrefix = `${schema.urn.toLowerCase()}:`;
  return inList(null, schema.attributes, lower.startsWith(corePrefix) ? lower.slice(corePrefix.length) : lower);
}

/** The extension whose URN this is, compared case-insensitively. */
export function findScimExtension(schema: ScimResourceSchema, name: string): string | null {
  return schema.extensions.find((extension) => extension.urn.toLowerCase() === name.toLowerCase())?.urn ?? null;
}

/** The canonical spelling of a sub-attribute, or null when the attribute has no such one. */
export function findScimSubAttribute(attribute: ScimAttribute, name: string): string | null {
  return attribute.subAttributes?.find((sub) => sub.toLowerCase() === name.toLowerCase()) ?? null;
}

function inList(extension: string | null, attributes: readonly ScimAttribute[], name: string): ScimAttributeRef | null {
  const attribute = attributes.find((candidate) => candidate.name.toLowerCase() === name);
  return attribute ? { extension, attribute } : null;
}
