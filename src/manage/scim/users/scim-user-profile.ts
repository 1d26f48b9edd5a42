import { isValidEmail } from '../../../identity/user/email-address';
import { ScimError } from '../scim-error';
import { SCIM_ENTERPRISE_USER_SCHEMA, USER_LIST_ATTRIBUTES, USER_TEXT_ATTRIBUTES } from './scim-user-schema';
import { ScimEmail, ScimUserProfile } from './scim-user.types';

type Json = Record<string, unknown>;

const MAX_EMAILS = 20;

/**
 * Reads a User as a client sends it (POST, PUT, or the result of a PATCH) into the profile the service keeps.
 * Attributes the service does not know (`password`, `groups`, `meta`) are ignored; known ones are checked.
 */
export function readScimUser(body: unknown): ScimUserProfile {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a User object', 'invalidSyntax');
  const input = lowerCasedKeys(body);
  const userName = optionalText(input.username, 'userName');
  if (!userName) throw invalidValue('userName is required');
  const emails = readEmails(input.emails, userName);
  const primaryEmail = emails.find((email) => email.primary)!.value;
  const name = readName(input.name);
  const composed = [name.givenName, name.familyName].filter(Boolean).join(' ');
  const displayName = optionalText(input.displayname, 'displayName');
  const formattedName = (name.formatted as string | undefined) ?? displayName ?? (composed || primaryEmail);
  const attributes: Json = { name: { ...name, formatted: formattedName }, emails };
  for (const attribute of USER_TEXT_ATTRIBUTES) {
    const value = optionalText(input[attribute.toLowerCase()], attribute);
    if (value) attributes[attribute] = value;
  }
  for (const attribute of USER_LIST_ATTRIBUTES) {
    const value = input[attribute.toLowerCase()];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value) || !value.every(isObject)) throw invalidValue(`${attribute} must be a list of objects`);
    if (value.length > 0) attributes[attribute] = value;
  }
  const enterprise = input[SCIM_ENTERPRISE_USER_SCHEMA.toLowerCase()];
  if (enterprise !== undefined && enterprise !== null) {
    if (!isObject(enterprise)) throw invalidValue('The enterprise extension must be an object');
    if (Object.keys(enterprise).length > 0) attributes[SCIM_ENTERPRISE_USER_SCHEMA] = enterprise;
  }
  return {
    userName,
    externalId: optionalText(input.externalid, 'externalId'),
    active: readActive(input.active),
    displayName: displayName ?? formattedName,
    formattedName,
    givenName: (name.givenName as string | undefined) ?? null,
    familyName: (name.familyName as string | undefined) ?? null,
    emails,
    primaryEmail,
    attributes,
  };
}

/** `active` defaults to true; Entra sends `"True"`/`"False"`, sometimes wrapped in a one-item list. */
function readActive(value: unknown): boolean {
  const scalar = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  if (scalar === undefined || scalar === null) return true;
  if (typeof scalar === 'boolean') return scalar;
  if (typeof scalar === 'string' && /^(true|false)$/i.test(scalar)) return scalar.toLowerCase() === 'true';
  throw invalidValue('active must be a boolean');
}

/** Lower-cased, one primary: the one marked, else the work address, else the first; none means the userName. */
function readEmails(value: unknown, userName: string): ScimEmail[] {
  if (value === undefined || value === null) value = [];
  if (!Array.isArray(value) || value.length > MAX_EMAILS) throw invalidValue(`emails must hold at most ${MAX_EMAILS}`);
  const emails = value.map((item: unknown): ScimEmail => {
    if (!isObject(item) || typeof item.value !== 'string' || !isValidEmail(item.value.trim()))
      throw invalidValue('emails must hold valid e-mail addresses');
    const type = typeof item.type === 'string' && item.type.trim() ? item.type.trim().toLowerCase() : null;
    const primary =
      item.primary === true || (typeof item.primary === 'string' && item.primary.toLowerCase() === 'true');
    return { value: item.value.trim().toLowerCase(), ...(type ? { type } : {}), primary };
  });
  if (emails.length === 0) {
    if (!isValidEmail(userName)) throw invalidValue('A User needs an e-mail address in emails or as its userName');
    return [{ value: userName.toLowerCase(), primary: true }];
  }
  if (emails.filter((email) => email.primary).length > 1) throw invalidValue('emails cannot hold two primary values');
  const marked = emails.findIndex((email) => email.primary);
  const work = emails.findIndex((email) => email.type === 'work');
  const primaryIndex = marked >= 0 ? marked : Math.max(work, 0);
  return emails.map((email, index) => ({ ...email, primary: index === primaryIndex }));
}

function readName(value: unknown): Json {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalidValue('name must be an object');
  const name: Json = {};
  for (const [key, part] of Object.entries(value)) {
    const text = optionalText(part, `name.${key}`);
    if (text) name[key] = text;
  }
  return name;
}

function optionalText(value: unknown, attribute: string): string | null {
  const scalar = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  if (scalar === undefined || scalar === null) return null;
  if (typeof scalar !== 'string') throw invalidValue(`${attribute} must be a string`);
  return scalar.trim() || null;
}

function lowerCasedKeys(body: Json): Json {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalidValue(detail: string): ScimError {
  return new ScimError(400, detail, 'invalidValue');
}
