import { ValidationOptions, registerDecorator } from 'class-validator';

const MAX_RESOURCES = 64;
const MAX_ACTIONS = 64;
const MAX_NAME_LENGTH = 128;

/** A map of resource to a list of action names, as `{ "files": ["read", "write"] }`. */
export function IsPermissionMap(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPermissionMap',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: `${String(propertyName)} must map each resource to a list of action names`, ...options },
      validator: { validate: isPermissionMap },
    });
}

function isPermissionMap(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  if (entries.length > MAX_RESOURCES) return false;
  return entries.every(
    ([resource, actions]) =>
      resource.length > 0 &&
      resource.length <= MAX_NAME_LENGTH &&
      Array.isArray(actions) &&
      actions.length <= MAX_ACTIONS &&
      actions.every((action) => typeof action === 'string' && action.length > 0 && action.length <= MAX_NAME_LENGTH),
  );
}
