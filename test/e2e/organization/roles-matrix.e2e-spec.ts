import request from 'supertest';
import {
  MEMBER_NOT_FOUND,
  NO_ACTIVE_ORGANIZATION,
  NOT_A_MEMBER_OF_THE_ORGANIZATION,
  NOT_ALLOWED_TO_ADD_TEAM_MEMBER,
  NOT_ALLOWED_TO_CANCEL,
  NOT_ALLOWED_TO_CREATE_TEAMS,
  NOT_ALLOWED_TO_DELETE_MEMBER,
  NOT_ALLOWED_TO_DELETE_ORGANIZATION,
  NOT_ALLOWED_TO_DELETE_TEAM,
  NOT_ALLOWED_TO_DELETE_TEAMS,
  NOT_ALLOWED_TO_INVITE,
  NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER,
  NOT_ALLOWED_TO_UPDATE_MEMBER,
  NOT_ALLOWED_TO_UPDATE_ORGANIZATION,
  NOT_ALLOWED_TO_UPDATE_TEAM,
} from '../../support/organization-errors';
import { rolesSuite } from '../../support/organization-fixtures';
import { invite, orgError, setActiveOrganization } from '../../support/organizations';

type Actor = 'owner' | 'admin' | 'member' | 'outsider';
type ErrorBody = ReturnType<typeof orgError>;

/**
 * One organization per test: `owner` created it (their session works in it and its default
 * team), `admin` and `member` hold those roles, `target` is a plain member the actions aim at,
 * and there is a second team; `outsider` belongs to none of it.
 */
interface Fixture {
  organizationId: string;
  /** A team besides the default one (which the owner's session works in). */
  teamId: string;
  ownerMemberId: string;
  adminMemberId: string;
  memberMemberId: string;
  targetMemberId: string;
  inviteeEmail: string;
  invitationId?: string;
}

interface Action {
  name: string;
  /** The refusal each role gets; a role not listed is allowed. */
  refusals: Partial<Record<Actor, [number, ErrorBody]>>;
  /** What the allowed call answers (matched partially). */
  answer?: (f: Fixture) => unknown;
  prepare?: (f: Fixture) => Promise<void>;
  run: (actor: Actor, f: Fixture) => Promise<request.Response>;
  /** Whether the action's effect can be seen afterwards. */
  happened: (f: Fixture) => Promise<boolean>;
}

describe('Organization roles', () => {
  const { t, users, post, get, organizationWithRoles, roleOf, memberUserIds } = rolesSuite('outsider');

  /** The organization with its roles, and a second team made by the owner. */
  async function fixture(): Promise<Fixture> {
    const f = await organizationWithRoles();
    const team = await post('owner', 'create-team', { name: 'Second team', organizationId: f.organizationId }).expect(
      200,
    );
    return { ...f, teamId: team.body.id };
  }

  async function teamNames(f: Fixture): Promise<Record<string, string>> {
    const response = await get('owner', 'list-teams', { organizationId: f.organizationId }).expect(200);
    return Object.fromEntries(response.body.map((team: { id: string; name: string }) => [team.id, team.name]));
  }

  async function targetIsInTeam(f: Fixture): Promise<boolean> {
    const response = await get('target', 'list-user-teams').expect(200);
    return response.body.some((team: { id: string }) => team.id === f.teamId);
  }

  /** Team-member calls act in the active organization: a member makes it active first (an outsider cannot). */
  async function inActiveOrganization(actor: Actor, f: Fixture): Promise<void> {
    if (actor !== 'outsider') await setActiveOrganization(t.http, users[actor].cookie, f.organizationId);
  }

  const ACTIONS: Action[] = [
    {
      name: 'update the organization',
      refusals: {
        member: [403, NOT_ALLOWED_TO_UPDATE_ORGANIZATION],
        outsider: [400, NOT_A_MEMBER_OF_THE_ORGANIZATION],
      },
      answer: (f) => ({ id: f.organizationId, name: 'Renamed' }),
      run: (actor, f) => post(actor, 'update', { organizationId: f.organizationId, data: { name: 'Renamed' } }),
      happened: async (f) =>
        (await get('owner', 'get-full-organization', { organizationId: f.organizationId }).expect(200)).body.name ===
        'Renamed',
    },
    {
      name: 'delete the organization',
      refusals: {
        admin: [403, NOT_ALLOWED_TO_DELETE_ORGANIZATION],
        member: [403, NOT_ALLOWED_TO_DELETE_ORGANIZATION],
        outsider: [400, NOT_A_MEMBER_OF_THE_ORGANIZATION],
      },
      answer: (f) => ({ id: f.organizationId }),
      run: (actor, f) => post(actor, 'delete', { organizationId: f.organizationId }),
      happened: async (f) =>
        !(await get('owner', 'list').expect(200)).body.some((org: { id: string }) => org.id === f.organizationId),
    },
    {
      name: 'invite a member',
      refusals: { member: [403, NOT_ALLOWED_TO_INVITE], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ email: f.inviteeEmail, role: 'member', status: 'pending', organizationId: f.organizationId }),
      run: (actor, f) =>
        post(actor, 'invite-member', { email: f.inviteeEmail, role: 'member', organizationId: f.organizationId }),
      happened: async (f) =>
        (await get('owner', 'list-invitations', { organizationId: f.organizationId }).expect(200)).body.some(
          (invitation: { email: string }) => invitation.email === f.inviteeEmail,
        ),
    },
    {
      name: 'cancel an invitation',
      refusals: { member: [403, NOT_ALLOWED_TO_CANCEL], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ id: f.invitationId, status: 'canceled' }),
      prepare: async (f) => {
        f.invitationId = (
          await invite(t.http, users.owner.cookie, {
            email: f.inviteeEmail,
            role: 'member',
            organizationId: f.organizationId,
          })
        ).id;
      },
      run: (actor, f) => post(actor, 'cancel-invitation', { invitationId: f.invitationId }),
      happened: async (f) =>
        (await get('owner', 'list-invitations', { organizationId: f.organizationId }).expect(200)).body.some(
          (invitation: { id: string; status: string }) =>
            invitation.id === f.invitationId && invitation.status === 'canceled',
        ),
    },
    {
      name: "update a member's role",
      refusals: { member: [403, NOT_ALLOWED_TO_UPDATE_MEMBER], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ id: f.targetMemberId, role: 'admin' }),
      run: (actor, f) =>
        post(actor, 'update-member-role', {
          memberId: f.targetMemberId,
          role: 'admin',
          organizationId: f.organizationId,
        }),
      happened: async (f) => (await roleOf(f, users.target.userId)) === 'admin',
    },
    {
      name: 'remove a member',
      refusals: { member: [401, NOT_ALLOWED_TO_DELETE_MEMBER], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ member: { id: f.targetMemberId, userId: users.target.userId } }),
      run: (actor, f) =>
        post(actor, 'remove-member', { memberIdOrEmail: f.targetMemberId, organizationId: f.organizationId }),
      happened: async (f) => !(await memberUserIds(f)).includes(users.target.userId),
    },
    {
      name: 'create a team',
      refusals: { member: [403, NOT_ALLOWED_TO_CREATE_TEAMS], outsider: [403, NOT_ALLOWED_TO_CREATE_TEAMS] },
      answer: (f) => ({ name: 'Created team', organizationId: f.organizationId }),
      run: (actor, f) => post(actor, 'create-team', { name: 'Created team', organizationId: f.organizationId }),
      happened: async (f) => Object.values(await teamNames(f)).includes('Created team'),
    },
    {
      name: 'update a team',
      refusals: { member: [403, NOT_ALLOWED_TO_UPDATE_TEAM], outsider: [403, NOT_ALLOWED_TO_UPDATE_TEAM] },
      answer: (f) => ({ id: f.teamId, name: 'Renamed team' }),
      run: (actor, f) =>
        post(actor, 'update-team', {
          teamId: f.teamId,
          data: { name: 'Renamed team', organizationId: f.organizationId },
        }),
      happened: async (f) => (await teamNames(f))[f.teamId] === 'Renamed team',
    },
    {
      name: 'remove a team',
      refusals: { member: [403, NOT_ALLOWED_TO_DELETE_TEAMS], outsider: [403, NOT_ALLOWED_TO_DELETE_TEAM] },
      answer: () => ({ message: 'Team removed successfully.' }),
      run: (actor, f) => post(actor, 'remove-team', { teamId: f.teamId, organizationId: f.organizationId }),
      happened: async (f) => !(f.teamId in (await teamNames(f))),
    },
    {
      name: 'add a team member',
      refusals: { member: [403, NOT_ALLOWED_TO_ADD_TEAM_MEMBER], outsider: [400, NO_ACTIVE_ORGANIZATION] },
      answer: (f) => ({ teamId: f.teamId, userId: users.target.userId }),
      run: async (actor, f) => {
        await inActiveOrganization(actor, f);
        return post(actor, 'add-team-member', { teamId: f.teamId, userId: users.target.userId });
      },
      happened: (f) => targetIsInTeam(f),
    },
    {
      name: 'remove a team member',
      refusals: { member: [403, NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER], outsider: [400, NO_ACTIVE_ORGANIZATION] },
      answer: () => ({ message: 'Team member removed successfully.' }),
      prepare: async (f) => {
        // The owner's session works in the fixture's organization.
        await post('owner', 'add-team-member', { teamId: f.teamId, userId: users.target.userId }).expect(200);
      },
      run: async (actor, f) => {
        await inActiveOrganization(actor, f);
        return post(actor, 'remove-team-member', { teamId: f.teamId, userId: users.target.userId });
      },
      happened: async (f) => !(await targetIsInTeam(f)),
    },
  ];

  const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider'];
  const MATRIX = ACTIONS.flatMap((action) =>
    ACTORS.map((actor) => {
      const refusal = action.refusals[actor];
      const title = refusal
        ? `${actor} may not ${action.name}: ${refusal[0]} ${refusal[1].code}`
        : `${actor} may ${action.name}`;
      return { title, action, actor, refusal };
    }),
  );

  describe('what each role may do', () => {
    it.each(MATRIX)('$title', async ({ action, actor, refusal }) => {
      const f = await fixture();
      await action.prepare?.(f);
      expect(await action.happened(f)).toBe(false);

      const response = await action.run(actor, f);

      if (refusal) {
        expect(response.status).toBe(refusal[0]);
        expect(response.body).toEqual(refusal[1]);
      } else {
        expect(response.status).toBe(200);
        if (action.answer) expect(response.body).toMatchObject(action.answer(f) as object);
      }
      expect(await action.happened(f)).toBe(!refusal);
    });
  });
});
