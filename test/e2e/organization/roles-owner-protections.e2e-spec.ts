import {
  NOT_ALLOWED_TO_INVITE_ROLE,
  NOT_ALLOWED_TO_UPDATE_MEMBER,
  NOT_ALLOWED_TO_UPDATE_ORGANIZATION,
  ONLY_OWNER,
  WITHOUT_AN_OWNER,
} from '../../support/organization-errors';
import { RolesOrganization, rolesSuite } from '../../support/organization-fixtures';

type Actor = 'owner' | 'admin' | 'member';

/** One organization per test (see RolesOrganization). */
type Fixture = RolesOrganization;

describe('Organization roles', () => {
  const { users, post, get, organizationWithRoles, roleOf, memberUserIds } = rolesSuite();
  const fixture = (): Promise<Fixture> => organizationWithRoles();

  describe('owner protections', () => {
    it('the only owner cannot leave: 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER', async () => {
      const f = await fixture();
      const response = await post('owner', 'leave', { organizationId: f.organizationId }).expect(400);
      expect(response.body).toEqual(ONLY_OWNER);
      expect(await roleOf(f, users.owner.userId)).toBe('owner');
    });

    it.each([['member'], ['admin'], [['admin', 'member']]])(
      'the only owner cannot demote themselves to %j: 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
      async (role) => {
        const f = await fixture();
        const response = await post('owner', 'update-member-role', {
          memberId: f.ownerMemberId,
          role,
          organizationId: f.organizationId,
        }).expect(400);
        expect(response.body).toEqual(WITHOUT_AN_OWNER);
        expect(await roleOf(f, users.owner.userId)).toBe('owner');
      },
    );

    it('the only owner may re-state their owner role alongside another', async () => {
      const f = await fixture();
      const response = await post('owner', 'update-member-role', {
        memberId: f.ownerMemberId,
        role: ['owner', 'admin'],
        organizationId: f.organizationId,
      }).expect(200);
      expect(response.body.role).toBe('owner,admin');
    });

    it('the only owner cannot remove themselves: 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER', async () => {
      const f = await fixture();
      const response = await post('owner', 'remove-member', {
        memberIdOrEmail: f.ownerMemberId,
        organizationId: f.organizationId,
      }).expect(400);
      expect(response.body).toEqual(ONLY_OWNER);
      expect(await memberUserIds(f)).toContain(users.owner.userId);
    });

    it.each<Actor>(['admin', 'member'])(
      '%s cannot remove an owner, even while another owner remains: 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
      async (actor) => {
        const f = await fixture();
        await post('owner', 'update-member-role', {
          memberId: f.targetMemberId,
          role: 'owner',
          organizationId: f.organizationId,
        }).expect(200);
        for (const memberIdOrEmail of [f.ownerMemberId, users.target.email]) {
          const response = await post(actor, 'remove-member', {
            memberIdOrEmail,
            organizationId: f.organizationId,
          }).expect(400);
          expect(response.body).toEqual(ONLY_OWNER);
        }
        expect(await memberUserIds(f)).toEqual(expect.arrayContaining([users.owner.userId, users.target.userId]));
      },
    );

    it('an owner can remove another owner while one remains', async () => {
      const f = await fixture();
      await post('owner', 'update-member-role', {
        memberId: f.targetMemberId,
        role: 'owner',
        organizationId: f.organizationId,
      }).expect(200);
      await post('owner', 'remove-member', {
        memberIdOrEmail: f.targetMemberId,
        organizationId: f.organizationId,
      }).expect(200);
      expect(await memberUserIds(f)).not.toContain(users.target.userId);
    });

    it('an admin cannot demote the owner: 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER', async () => {
      const f = await fixture();
      const response = await post('admin', 'update-member-role', {
        memberId: f.ownerMemberId,
        role: 'member',
        organizationId: f.organizationId,
      }).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE_MEMBER);
      expect(await roleOf(f, users.owner.userId)).toBe('owner');
    });

    it.each([
      { who: 'a member', whom: 'target', role: 'owner' },
      { who: 'a member', whom: 'target', role: ['admin', 'owner'] },
      { who: 'themselves', whom: 'admin', role: 'owner' },
      { who: 'themselves', whom: 'admin', role: 'member,owner' },
    ] as const)(
      'an admin cannot grant owner to $who (role $role): 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
      async ({ whom, role }) => {
        const f = await fixture();
        const memberId = whom === 'target' ? f.targetMemberId : f.adminMemberId;
        const before = await roleOf(f, users[whom].userId);
        const response = await post('admin', 'update-member-role', {
          memberId,
          role,
          organizationId: f.organizationId,
        }).expect(403);
        expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE_MEMBER);
        expect(await roleOf(f, users[whom].userId)).toBe(before);
      },
    );

    it.each([['owner'], [['member', 'owner']]])(
      'an admin cannot invite as %j: 403 YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE, and no invitation is made',
      async (role) => {
        const f = await fixture();
        const response = await post('admin', 'invite-member', {
          email: f.inviteeEmail,
          role,
          organizationId: f.organizationId,
        }).expect(403);
        expect(response.body).toEqual(NOT_ALLOWED_TO_INVITE_ROLE);
        expect((await get('owner', 'list-invitations', { organizationId: f.organizationId }).expect(200)).body).toEqual(
          [],
        );
      },
    );

    it('the owner can invite as owner', async () => {
      const f = await fixture();
      const response = await post('owner', 'invite-member', {
        email: f.inviteeEmail,
        role: 'owner',
        organizationId: f.organizationId,
      }).expect(200);
      expect(response.body).toMatchObject({ email: f.inviteeEmail, role: 'owner', status: 'pending' });
    });

    it.each([['admin'], ['owner'], [['member', 'admin']]])(
      'a member cannot raise their own role to %j: 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
      async (role) => {
        const f = await fixture();
        const response = await post('member', 'update-member-role', {
          memberId: f.memberMemberId,
          role,
          organizationId: f.organizationId,
        }).expect(403);
        expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE_MEMBER);
        expect(await roleOf(f, users.member.userId)).toBe('member');
      },
    );

    // Counting the owners and then changing one are two steps: two owners acting at once must not both
    // pass. The race runs in a few organizations side by side, so that it is not left to one interleaving.
    it.each([
      {
        change: 'leave',
        run: (actor: 'owner' | 'target', f: Fixture) => post(actor, 'leave', { organizationId: f.organizationId }),
      },
      {
        change: 'step down to member',
        run: (actor: 'owner' | 'target', f: Fixture) =>
          post(actor, 'update-member-role', {
            memberId: actor === 'owner' ? f.ownerMemberId : f.targetMemberId,
            role: 'member',
            organizationId: f.organizationId,
          }),
      },
    ])('two owners who $change at the same moment leave one owner behind', async ({ run }) => {
      const fixtures: Fixture[] = [];
      for (let round = 0; round < 6; round++) {
        const f = await fixture();
        await post('owner', 'update-member-role', {
          memberId: f.targetMemberId,
          role: 'owner',
          organizationId: f.organizationId,
        }).expect(200);
        fixtures.push(f);
      }

      const outcomes = await Promise.all(fixtures.map((f) => Promise.all([run('owner', f), run('target', f)])));

      for (const [index, f] of fixtures.entries()) {
        const owners = await get('admin', 'list-members', {
          organizationId: f.organizationId,
          filterField: 'role',
          filterValue: 'owner',
        }).expect(200);
        expect(owners.body.total).toBe(1);
        expect(outcomes[index].map((response) => response.status).sort()).toEqual([200, 400]);
      }
    });

    it('the owner can hand the owner role to a member, then step down; the new owner is then the one who must stay', async () => {
      const f = await fixture();
      const handed = await post('owner', 'update-member-role', {
        memberId: f.targetMemberId,
        role: 'owner',
        organizationId: f.organizationId,
      }).expect(200);
      expect(handed.body).toMatchObject({ id: f.targetMemberId, role: 'owner' });

      const stepped = await post('owner', 'update-member-role', {
        memberId: f.ownerMemberId,
        role: 'member',
        organizationId: f.organizationId,
      }).expect(200);
      expect(stepped.body).toMatchObject({ id: f.ownerMemberId, role: 'member' });
      expect(await roleOf(f, users.target.userId)).toBe('owner');
      expect(await roleOf(f, users.owner.userId)).toBe('member');

      // The former owner now has a member's rights; the new owner has an owner's duties.
      const refused = await post('owner', 'update', {
        organizationId: f.organizationId,
        data: { name: 'Not mine any more' },
      }).expect(403);
      expect(refused.body).toEqual(NOT_ALLOWED_TO_UPDATE_ORGANIZATION);
      const reclaim = await post('owner', 'update-member-role', {
        memberId: f.ownerMemberId,
        role: 'owner',
        organizationId: f.organizationId,
      }).expect(403);
      expect(reclaim.body).toEqual(NOT_ALLOWED_TO_UPDATE_MEMBER);
      expect((await post('target', 'leave', { organizationId: f.organizationId }).expect(400)).body).toEqual(
        ONLY_OWNER,
      );
      await post('target', 'update', { organizationId: f.organizationId, data: { name: 'New hands' } }).expect(200);
      await post('owner', 'leave', { organizationId: f.organizationId }).expect(200);
      expect(await memberUserIds(f, 'target')).not.toContain(users.owner.userId);
    });
  });
});
