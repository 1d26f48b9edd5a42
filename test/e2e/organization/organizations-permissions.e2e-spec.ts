import { SignedUpUser } from '../../support/factories';
import {
  INVALID_BODY,
  NO_ACTIVE_ORGANIZATION,
  NOT_A_MEMBER_OF_THE_ORGANIZATION as NOT_A_MEMBER,
  UNAUTHORIZED,
} from '../../support/organization-errors';
import { organizationsSuite } from '../../support/organization-fixtures';
import { newMember } from '../../support/organizations';

type Body = Record<string, any>;

describe('organizations', () => {
  const { t, outsider, post, ownerWithOrganization } = organizationsSuite();

  describe('POST /organization/has-permission', () => {
    const ALL_PERMISSIONS: [string, string][] = [
      ['organization', 'update'],
      ['organization', 'delete'],
      ['member', 'create'],
      ['member', 'update'],
      ['member', 'delete'],
      ['invitation', 'create'],
      ['invitation', 'cancel'],
      ['team', 'create'],
      ['team', 'update'],
      ['team', 'delete'],
    ];
    const GRANTED: Record<string, (resource: string, action: string) => boolean> = {
      owner: () => true,
      admin: (resource, action) => !(resource === 'organization' && action === 'delete'),
      member: () => false,
    };

    let org: Body;
    const callers: Record<string, SignedUpUser> = {};

    beforeAll(async () => {
      const created = await ownerWithOrganization();
      org = created.org;
      callers.owner = created.owner;
      callers.admin = await newMember(t.http, org.id, 'admin');
      callers.member = await newMember(t.http, org.id, 'member');
    });

    const check = (role: string, body: Body) =>
      post('has-permission', callers[role].cookie, { organizationId: org.id, ...body });

    it.each(
      ['owner', 'admin', 'member'].flatMap((role) =>
        ALL_PERMISSIONS.map(([resource, action]) => [role, resource, action, GRANTED[role](resource, action)] as const),
      ),
    )('answers %s %s:%s with success %s', async (role, resource, action, expected) => {
      const response = await check(role, { permissions: { [resource]: [action] } }).expect(200);
      expect(response.body).toEqual({ error: null, success: expected });
    });

    it('needs every action with the default connector (AND) and one with OR', async () => {
      const permissions = { organization: ['update', 'delete'] };
      expect((await check('admin', { permissions }).expect(200)).body).toEqual({ error: null, success: false });
      expect((await check('admin', { permissions, connector: 'AND' }).expect(200)).body).toEqual({
        error: null,
        success: false,
      });
      expect((await check('admin', { permissions, connector: 'OR' }).expect(200)).body).toEqual({
        error: null,
        success: true,
      });
      expect((await check('owner', { permissions }).expect(200)).body).toEqual({ error: null, success: true });
    });

    it('needs every resource with AND and one with OR', async () => {
      const permissions = { organization: ['delete'], team: ['create'] };
      expect((await check('admin', { permissions }).expect(200)).body).toEqual({ error: null, success: false });
      expect((await check('admin', { permissions, connector: 'OR' }).expect(200)).body).toEqual({
        error: null,
        success: true,
      });
      expect((await check('member', { permissions, connector: 'OR' }).expect(200)).body).toEqual({
        error: null,
        success: false,
      });
    });

    it('grants nothing on an unknown resource or action', async () => {
      expect((await check('owner', { permissions: { billing: ['read'] } }).expect(200)).body).toEqual({
        error: null,
        success: false,
      });
      expect((await check('owner', { permissions: { organization: ['archive'] } }).expect(200)).body).toEqual({
        error: null,
        success: false,
      });
    });

    it('accepts the deprecated `permission` field', async () => {
      expect((await check('admin', { permission: { member: ['create'] } }).expect(200)).body).toEqual({
        error: null,
        success: true,
      });
      expect((await check('member', { permission: { member: ['create'] } }).expect(200)).body).toEqual({
        error: null,
        success: false,
      });
    });

    it('refuses a call without permissions with 400 VALIDATION_ERROR', async () => {
      const response = await check('owner', {}).expect(400);
      expect(response.body).toMatchObject(INVALID_BODY);
    });

    it('refuses permissions that are not resource -> actions with 400 VALIDATION_ERROR', async () => {
      const response = await check('owner', { permissions: { organization: 'update' } }).expect(400);
      expect(response.body).toMatchObject(INVALID_BODY);
    });

    it('checks the active organization when none is named', async () => {
      const response = await post('has-permission', callers.owner.cookie, {
        permissions: { organization: ['delete'] },
      }).expect(200);
      expect(response.body).toEqual({ error: null, success: true });
    });

    it('refuses a non-member with 401 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', async () => {
      const response = await post('has-permission', outsider.cookie, {
        organizationId: org.id,
        permissions: { member: ['create'] },
      }).expect(401);
      expect(response.body).toEqual(NOT_A_MEMBER);
    });

    it('refuses a caller with no organization named and none active with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const response = await post('has-permission', callers.member.cookie, {
        permissions: { member: ['create'] },
      }).expect(400);
      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await post('has-permission', null, {
        organizationId: org.id,
        permissions: { member: ['create'] },
      }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });
});
