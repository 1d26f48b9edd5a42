import { AdditionalFieldConfig, AdditionalFieldType } from './app-config';

const FIELD_TYPES: AdditionalFieldType[] = ['string', 'number', 'boolean', 'date'];
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
// Better Auth's own user columns (and the admin plugin's) cannot be redeclared.
const RESERVED = [
  'id',
  'name',
  'email',
  'emailVerified',
  'image',
  'createdAt',
  'updatedAt',
  'role',
  'banned',
  'banReason',
  'banExpires',
];

/** Validates `user.additionalFields`; a problem names the field. */
export function readAdditionalFields(raw: Record<string, unknown>): Record<string, AdditionalFieldConfig> {
  const fields: Record<string, AdditionalFieldConfig> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!FIELD_NAME.test(name) || RESERVED.includes(name)) throw new Error(`"${name}" is not a usable field name`);
    const spec = (value ?? {}) as Record<string, unknown>;
    const type = spec.type as AdditionalFieldType;
    if (!FIELD_TYPES.includes(type)) throw new Error(`"${name}" needs a type: ${FIELD_TYPES.join(', ')}`);
    const defaultValue = spec.defaultValue ?? null;
    const defaultType = type === 'date' ? 'string' : type;
    if (defaultValue !== null && typeof defaultValue !== defaultType)
      throw new Error(`"${name}" has a default that is not a ${type}`);
    fields[name] = {
      type,
      required: spec.required === true,
      input: spec.input !== false,
      returned: spec.returned !== false,
      defaultValue: defaultValue as string | number | boolean | null,
    };
  }
  return fields;
}
