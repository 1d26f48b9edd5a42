import type { ScimCredential, ScimScope } from './provisioning.types';

export const SCIM_SCOPES: { value: ScimScope; label: string }[] = [
  { value: 'scim.users.read', label: 'Read users (scim.users.read)' },
  { value: 'scim.users.write', label: 'Create, change and remove users (scim.users.write)' },
  { value: 'scim.groups.read', label: 'Read groups (scim.groups.read)' },
  { value: 'scim.groups.write', label: 'Create, change and remove groups (scim.groups.write)' },
];

export const LIFETIME_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '180', label: '180 days' },
  { value: '365', label: '1 year' },
];

export interface ConnectionDraft {
  scopes: ScimScope[];
  /** Days from now until the token expires; one of LIFETIME_CHOICES. */
  lifetimeDays: string;
}

/** What Entra ID and Okta need to provision users and groups. */
export const NEW_CONNECTION: ConnectionDraft = {
  scopes: SCIM_SCOPES.map((scope) => scope.value),
  lifetimeDays: '365',
};

export function checkConnectionDraft(draft: ConnectionDraft): { scopes?: string } {
  return draft.scopes.length === 0 ? { scopes: 'Choose at least one scope' } : {};
}

/** The `scopes` and `expiresAt` of a create or rotate body. */
export function credentialTermsOf(draft: ConnectionDraft, nowMs: number): { scopes: ScimScope[]; expiresAt: string } {
  const expiresAt = new Date(nowMs + Number(draft.lifetimeDays) * 86_400_000).toISOString();
  return { scopes: draft.scopes, expiresAt };
}

/**
 * A creation request id: it makes a create safe to retry, and the service refuses one it has seen,
 * so each dialog's submit draws a fresh one (48 hex characters, inside the 16–255 the service takes).
 */
export function newCreationRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** When the identity provider last used any of the connection's tokens, or null if never. */
export function lastSyncOf(credentials: ScimCredential[]): string | null {
  return credentials.reduce<string | null>(
    (newest, credential) =>
      credential.lastUsedAt && (!newest || Date.parse(credential.lastUsedAt) > Date.parse(newest))
        ? credential.lastUsedAt
        : newest,
    null,
  );
}

/** The credential the identity provider should be using: the newest active one. */
export function currentCredentialOf(credentials: ScimCredential[]): ScimCredential | null {
  return (
    credentials
      .filter((credential) => credential.status === 'active')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0] ?? null
  );
}

/** The SCIM 2.0 base URL to give the identity provider. */
export function scimBaseUrl(origin: string): string {
  return `${origin}/api/auth/scim/v2`;
}
