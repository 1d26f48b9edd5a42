import { describe, expect, it } from 'vitest';
import {
  checkConnectionDraft,
  credentialTermsOf,
  currentCredentialOf,
  lastSyncOf,
  NEW_CONNECTION,
  newCreationRequestId,
  scimBaseUrl,
} from './connection-draft';
import type { ScimCredential } from './provisioning.types';

const credential = (id: string, fields: Partial<ScimCredential>): ScimCredential => ({
  credentialId: `ba_scim_credential_${id}`,
  status: 'active',
  scopes: ['scim.users.read'],
  expiresAt: '2027-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'u1',
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
  ...fields,
});

describe('connection drafts and facts', () => {
  it('asks for at least one scope', () => {
    expect(checkConnectionDraft({ ...NEW_CONNECTION, scopes: [] })).toEqual({ scopes: 'Choose at least one scope' });
    expect(checkConnectionDraft(NEW_CONNECTION)).toEqual({});
  });

  it('turns the lifetime in days into an ISO expiry from now', () => {
    const now = Date.parse('2026-11-30T00:00:00.000Z');
    expect(credentialTermsOf({ scopes: ['scim.users.read'], lifetimeDays: '30' }, now)).toEqual({
      scopes: ['scim.users.read'],
      expiresAt: '2026-12-30T00:00:00.000Z',
    });
  });

  it('draws a fresh creation request id of a length the service takes', () => {
    const first = newCreationRequestId();
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(newCreationRequestId()).not.toBe(first);
  });

  it('reads the last sync as the newest use of any token, or none', () => {
    expect(lastSyncOf([credential('a', {})])).toBeNull();
    expect(
      lastSyncOf([
        credential('a', { lastUsedAt: '2026-11-20T10:00:00.000Z' }),
        credential('b', { lastUsedAt: '2026-11-28T10:00:00.000Z' }),
        credential('c', {}),
      ]),
    ).toBe('2026-11-28T10:00:00.000Z');
  });

  it('takes the newest active token as the current one', () => {
    const older = credential('a', { createdAt: '2026-11-01T00:00:00.000Z' });
    const newer = credential('b', { createdAt: '2026-11-02T00:00:00.000Z' });
    const revoked = credential('c', { createdAt: '2026-11-03T00:00:00.000Z', status: 'revoked' });
    expect(currentCredentialOf([older, revoked, newer])).toBe(newer);
    expect(currentCredentialOf([revoked])).toBeNull();
  });

  it('gives the SCIM base URL under the auth API', () => {
    expect(scimBaseUrl('https://auth.example.com')).toBe('https://auth.example.com/api/auth/scim/v2');
  });
});
