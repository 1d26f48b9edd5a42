import { openApiPaths } from '../../support/openapi';

interface Operation {
  responses: Record<string, { description?: string }>;
  tags?: string[];
}

// CONTRACT §8, plus get-active-member-role, which Better Auth's client also offers, and 1.7's dynamic access control.
const ENDPOINTS: Array<[string, string]> = [
  ['post', 'create'],
  ['post', 'update'],
  ['post', 'delete'],
  ['get', 'list'],
  ['get', 'get-full-organization'],
  ['get', 'get-organization'],
  ['post', 'set-active'],
  ['post', 'check-slug'],
  ['post', 'invite-member'],
  ['post', 'accept-invitation'],
  ['post', 'reject-invitation'],
  ['post', 'cancel-invitation'],
  ['get', 'get-invitation'],
  ['get', 'list-invitations'],
  ['get', 'list-user-invitations'],
  ['get', 'list-members'],
  ['post', 'add-member'],
  ['post', 'remove-member'],
  ['post', 'update-member-role'],
  ['get', 'get-active-member'],
  ['get', 'get-active-member-role'],
  ['post', 'leave'],
  ['post', 'has-permission'],
  ['post', 'create-team'],
  ['get', 'list-teams'],
  ['post', 'update-team'],
  ['post', 'remove-team'],
  ['post', 'set-active-team'],
  ['get', 'list-user-teams'],
  ['get', 'list-team-members'],
  ['post', 'add-team-member'],
  ['post', 'remove-team-member'],
  ['post', 'create-role'],
  ['post', 'delete-role'],
  ['get', 'list-roles'],
  ['get', 'get-role'],
  ['post', 'update-role'],
];

describe('the API reference for organizations', () => {
  const paths = openApiPaths<Operation>();

  it.each(ENDPOINTS)('documents %s /organization/%s with a 200 answer and its errors', (method, path) => {
    const operation = paths[`/api/auth/organization/${path}`]?.[method];

    expect(operation?.responses['200']).toBeDefined();
    expect(Object.keys(operation.responses).some((status) => status.startsWith('4'))).toBe(true);
  });

  it('documents no organization path beyond these', () => {
    const documented = Object.keys(paths).filter((path) => path.startsWith('/api/auth/organization/'));

    expect(documented.sort()).toEqual(ENDPOINTS.map(([, path]) => `/api/auth/organization/${path}`).sort());
  });

  it('lists the refusals of update-member-role by status', () => {
    const responses = paths['/api/auth/organization/update-member-role'].post.responses;

    expect(responses['400'].description).toContain('`YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER`');
    expect(responses['403'].description).toContain('`YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER`');
  });
});
