import { applyScimPatch, parseScimPatch } from './scim-patch';
import { ScimResourceSchema } from './scim-resource-schema';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const SCHEMA: ScimResourceSchema = {
  urn: 'urn:ietf:params:scim:schemas:core:2.0:User',
  attributes: [
    { name: 'id', readOnly: true },
    { name: 'userName' },
    { name: 'active' },
    { name: 'name', subAttributes: ['givenName', 'familyName'] },
    { name: 'emails', multiValued: true, subAttributes: ['value', 'type', 'primary'] },
    { name: 'phoneNumbers', multiValued: true, subAttributes: ['value', 'type'] },
  ],
  extensions: [{ urn: ENTERPRISE, attributes: [{ name: 'department' }] }],
};
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

function patch(document: Record<string, unknown>, ...Operations: unknown[]) {
  return applyScimPatch(document, parseScimPatch({ schemas: [PATCH], Operations }, SCHEMA), SCHEMA);
}

function refusal(...Operations: unknown[]) {
  try {
    patch({ emails: [{ value: 'a@b.c', type: 'work' }] }, ...Operations);
  } catch (error) {
    const { status, scimType } = error as { status: number; scimType: string };
    return { status, scimType };
  }
  throw new Error('accepted');
}

describe('SCIM PATCH', () => {
  it('applies case-insensitive ops and names, path-less values with dotted and extension keys', () => {
    const result = patch(
      { userName: 'ada', active: true, name: { givenName: 'Ada' } },
      { op: 'Replace', value: { ACTIVE: 'False', 'name.familyName': 'Lovelace', [ENTERPRISE]: { department: 'R&D' } } },
      { op: 'add', path: 'USERNAME', value: 'ada2' },
    );
    expect(result).toEqual({
      userName: 'ada2',
      active: 'False',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      [ENTERPRISE]: { department: 'R&D' },
    });
  });

  it('replaces a value selected by a filter, and adds it when none matches', () => {
    const document = { emails: [{ value: 'a@b.c', type: 'work', primary: true }] };
    expect(patch(document, { op: 'replace', path: 'emails[type eq "WORK"].value', value: 'n@b.c' })).toEqual({
      emails: [{ value: 'n@b.c', type: 'work', primary: true }],
    });
    expect(patch(document, { op: 'replace', path: 'emails[type eq "home"].value', value: 'h@b.c' })).toEqual({
      emails: [
        { value: 'a@b.c', type: 'work', primary: true },
        { type: 'home', value: 'h@b.c' },
      ],
    });
  });

  it('removes the values a filter selects and a URN-qualified extension attribute', () => {
    const document = { emails: [{ value: 'a@b.c', type: 'work' }], [ENTERPRISE]: { department: 'x' } };
    expect(
      patch(
        document,
        { op: 'remove', path: 'emails[type eq "work"]' },
        { op: 'remove', path: `${ENTERPRISE}:department` },
      ),
    ).toEqual({});
  });

  it('answers noTarget when a remove filter matches nothing or a remove has no path', () => {
    expect(refusal({ op: 'remove', path: 'phoneNumbers[type eq "mobile"]' })).toEqual({
      status: 400,
      scimType: 'noTarget',
    });
    expect(refusal({ op: 'remove' })).toEqual({ status: 400, scimType: 'noTarget' });
  });

  it('answers mutability for id and invalidPath for unknown or malformed paths', () => {
    expect(refusal({ op: 'replace', path: 'id', value: 'x' })).toEqual({ status: 400, scimType: 'mutability' });
    expect(refusal({ op: 'replace', value: { id: 'x' } })).toEqual({ status: 400, scimType: 'mutability' });
    expect(refusal({ op: 'replace', path: 'nickName', value: 'x' })).toEqual({ status: 400, scimType: 'invalidPath' });
    expect(refusal({ op: 'replace', path: 'emails[type ne "x"].value', value: 'x' })).toEqual({
      status: 400,
      scimType: 'invalidPath',
    });
    expect(refusal({ op: 'replace', path: 'name.nick', value: 'x' })).toEqual({ status: 400, scimType: 'invalidPath' });
  });

  it('ignores unknown attributes in a path-less value and refuses an unknown op', () => {
    expect(patch({ userName: 'a' }, { op: 'replace', value: { nickName: 'x', userName: 'b' } })).toEqual({
      userName: 'b',
    });
    expect(refusal({ op: 'move', path: 'userName', value: 'x' })).toEqual({ status: 400, scimType: 'invalidSyntax' });
  });
});
