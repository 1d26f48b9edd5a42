import { ScimError } from '../scim-error';
import { GroupPatchOperation, GroupState, applyGroupPatch } from './scim-group-patch';

const group: GroupState = { id: 'g1', displayName: 'Engineering', externalId: 'ext-1', memberIds: ['u1', 'u2'] };
const patch = (...operations: GroupPatchOperation[]) => applyGroupPatch(group, operations);

function refusal(run: () => unknown): Pick<ScimError, 'status' | 'detail' | 'scimType'> {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return { status: error.status, detail: error.detail, scimType: error.scimType };
  }
  throw new Error('expected a ScimError');
}

describe('applyGroupPatch', () => {
  it('adds a value list of members as Entra and Okta send it, once each', () => {
    expect(
      patch({ op: 'add', path: 'members', value: [{ value: 'u3', display: 'x' }, { value: 'u1' }] }).memberIds,
    ).toEqual(['u1', 'u2', 'u3']);
  });

  it('removes a member named by a value filter or by a value list', () => {
    expect(patch({ op: 'remove', path: 'members[value eq "u1"]' }).memberIds).toEqual(['u2']);
    expect(patch({ op: 'remove', path: 'members', value: [{ value: 'u2' }] }).memberIds).toEqual(['u1']);
    expect(patch({ op: 'remove', path: 'members' }).memberIds).toEqual([]);
  });

  it('replaces the members, the display name and the external id, also without a path and with the core prefix', () => {
    expect(patch({ op: 'replace', path: 'members', value: [{ value: 'u9', type: 'User' }] }).memberIds).toEqual(['u9']);
    expect(patch({ op: 'replace', path: 'displayName', value: ['Platform'] }).displayName).toBe('Platform');
    const okta = patch({ op: 'replace', value: { id: 'g1', displayName: 'Renamed', members: [{ value: 'u5' }] } });
    expect(okta).toEqual({ id: 'g1', displayName: 'Renamed', externalId: 'ext-1', memberIds: ['u5'] });
    const prefixed = patch({
      op: 'replace',
      path: 'urn:ietf:params:scim:schemas:core:2.0:Group:externalId',
      value: 'e',
    });
    expect(prefixed.externalId).toBe('e');
    expect(patch({ op: 'remove', path: 'externalId' }).externalId).toBeNull();
  });

  it('refuses read-only attributes, unknown paths and path-less removes in SCIM terms', () => {
    expect(refusal(() => patch({ op: 'replace', path: 'id', value: 'x' }))).toEqual({
      status: 400,
      detail: 'id is read-only',
      scimType: 'mutability',
    });
    expect(refusal(() => patch({ op: 'remove', path: 'displayName' })).scimType).toBe('mutability');
    expect(refusal(() => patch({ op: 'replace', value: { id: 'other' } })).scimType).toBe('mutability');
    expect(refusal(() => patch({ op: 'add', path: 'owners', value: 'x' }))).toEqual({
      status: 400,
      detail: 'Unsupported Group PATCH path',
      scimType: 'invalidPath',
    });
    expect(refusal(() => patch({ op: 'remove' })).scimType).toBe('noTarget');
  });

  it('refuses members that are no SCIM User references', () => {
    const notAUser = { status: 400, detail: 'Group members must reference a SCIM User', scimType: 'invalidValue' };
    expect(refusal(() => patch({ op: 'add', path: 'members', value: [{ value: 'g2', type: 'Group' }] }))).toEqual(
      notAUser,
    );
    expect(refusal(() => patch({ op: 'add', path: 'members', value: [{ display: 'x' }] }))).toEqual(notAUser);
    expect(refusal(() => patch({ op: 'add', path: 'members', value: { value: 'u1' } })).detail).toBe(
      'members must be an array',
    );
  });

  it('refuses a group of more than a thousand direct members', () => {
    const value = Array.from({ length: 1001 }, (_, i) => ({ value: `u${i}` }));
    expect(refusal(() => patch({ op: 'add', path: 'members', value })).detail).toBe(
      'Groups cannot contain more than 1000 direct members',
    );
  });
});
