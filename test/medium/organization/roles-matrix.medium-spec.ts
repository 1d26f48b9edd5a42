import { ActiveSession } from '../../../src/identity/session/session.types';
import { NO_CALLER } from '../../../src/platform/audit/audit-caller';
import { AuthError } from '../../../src/platform/common/errors/auth-error';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { uniqueEmail } from '../../support/factories';
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
import { orgError } from '../../support/organizations';
import { Medium, createUser, openMedium } from '../support/medium-services';
import { OrganizationPieces, organizationPieces } from '../support/organizations';

type Actor = 'owner' | 'admin' | 'member' | 'outsider';
type Person = Actor | 'target';
type ErrorBody = ReturnType<typeof orgError>;

/**
 * One organization per test: `owner` created it (their session works in it and its default team), `admin` and
 * `member` hold those roles, `target` is a plain member the actions aim at, and there is a second team; `outsider`
 * belongs to none of it.
 */
interface Fixture {
  organizationId: string;
  /** A team besides the default one (which the owner's session works in). */
  teamId: string;
  targetMemberId: string;
  inviteeEmail: string;
  invitationId?: string;
}

interface Action {
  name: string;
  /** The refusal each role gets, as the HTTP answer's status and body; a role not listed is allowed. */
  refusals: Partial<Record<Actor, [number, ErrorBody]>>;
  /** What the allowed call answers (matched partially). */
  answer?: (f: Fixture) => unknown;
  prepare?: (f: Fixture) => Promise<void>;
  run: (actor: Actor, f: Fixture) => Promise<unknown>;
  /** Whether the action's effect can be seen afterwards. */
  happened: (f: Fixture) => Promise<boolean>;
}

/** What a call answered: its result, or the status and body the global filter writes for its refusal. */
async function answerOf(call: Promise<unknown>): Promise<{ result: unknown } | { refusal: [number, ErrorBody] }> {
  try {
    return { result: await call };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return { refusal: [error.status, orgError(error.code, error.message)] };
  }
}

describe('Organization roles: what each role may do, on the services', () => {
  let medium: Medium;
  let org: OrganizationPieces;
  const callers = {} as Record<Person, ActiveSession>;

  beforeAll(async () => {
    medium = await openMedium(ADMIN_TEST_CONFIG);
    org = organizationPieces(medium);
    for (const person of ['owner', 'admin', 'member', 'target', 'outsider'] as const) {
      callers[person] = await org.signIn(await createUser(medium));
    }
  });

  afterAll(async () => {
    await org.close();
    await medium.close();
  });

  /** The organization with its roles, and a second team made by the owner; the owner's session moves to it. */
  async function fixture(): Promise<Fixture> {
    const created = await org.organizations.create(NO_CALLER, callers.owner, false, {
      name: 'Acme',
      slug: uniqueEmail('org').split('@')[0],
    });
    await org.follow(callers.owner, created);
    const organizationId = created.result.id;
    const add = (person: Person, role: string) =>
      org.members.add(NO_CALLER, null, { organizationId, userId: callers[person].user.id, role });
    await add('admin', 'admin');
    await add('member', 'member');
    const target = await add('target', 'member');
    const team = await org.teams.create(callers.owner, false, { name: 'Second team', organizationId });
    return { organizationId, teamId: team.id, targetMemberId: target.id, inviteeEmail: uniqueEmail('invitee') };
  }

  async function teamNames(f: Fixture): Promise<Record<string, string>> {
    const teams = await org.teams.list(callers.owner, f.organizationId);
    return Object.fromEntries(teams.map((team) => [team.id, team.name]));
  }

  async function targetIsInTeam(f: Fixture): Promise<boolean> {
    return (await org.teams.listForUser(callers.target)).some((team) => team.id === f.teamId);
  }

  async function invitationsOf(f: Fixture) {
    return org.invitations.listForOrganization(callers.owner, f.organizationId);
  }

  /** Team-member calls act in the active organization: a member makes it active first (an outsider cannot). */
  async function inActiveOrganization(actor: Actor, f: Fixture): Promise<void> {
    if (actor === 'outsider') return;
    await org.follow(callers[actor], await org.reads.setActive(callers[actor], { organizationId: f.organizationId }));
  }

  const ACTIONS: Action[] = [
    {
      name: 'update the organization',
      refusals: {
        member: [403, NOT_ALLOWED_TO_UPDATE_ORGANIZATION],
        outsider: [400, NOT_A_MEMBER_OF_THE_ORGANIZATION],
      },
      answer: (f) => ({ id: f.organizationId, name: 'Renamed' }),
      run: (actor, f) => org.organizations.update(NO_CALLER, callers[actor], f.organizationId, { name: 'Renamed' }),
      happened: async (f) =>
        (await org.reads.getFull(callers.owner, { organizationId: f.organizationId })).result?.name === 'Renamed',
    },
    {
      name: 'delete the organization',
      refusals: {
        admin: [403, NOT_ALLOWED_TO_DELETE_ORGANIZATION],
        member: [403, NOT_ALLOWED_TO_DELETE_ORGANIZATION],
        outsider: [400, NOT_A_MEMBER_OF_THE_ORGANIZATION],
      },
      answer: (f) => ({ result: { id: f.organizationId } }),
      run: (actor, f) => org.organizations.delete(NO_CALLER, callers[actor], f.organizationId),
      happened: async (f) =>
        !(await org.reads.list(callers.owner)).some((organization) => organization.id === f.organizationId),
    },
    {
      name: 'invite a member',
      refusals: { member: [403, NOT_ALLOWED_TO_INVITE], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ email: f.inviteeEmail, role: 'member', status: 'pending', organizationId: f.organizationId }),
      run: (actor, f) =>
        org.invitations.invite(NO_CALLER, callers[actor], {
          email: f.inviteeEmail,
          role: 'member',
          organizationId: f.organizationId,
        }),
      happened: async (f) => (await invitationsOf(f)).some((invitation) => invitation.email === f.inviteeEmail),
    },
    {
      name: 'cancel an invitation',
      refusals: { member: [403, NOT_ALLOWED_TO_CANCEL], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ id: f.invitationId, status: 'canceled' }),
      prepare: async (f) => {
        f.invitationId = (
          await org.invitations.invite(NO_CALLER, callers.owner, {
            email: f.inviteeEmail,
            role: 'member',
            organizationId: f.organizationId,
          })
        ).id;
      },
      run: (actor, f) => org.invitations.cancel(NO_CALLER, callers[actor], f.invitationId!),
      happened: async (f) =>
        (await invitationsOf(f)).some(
          (invitation) => invitation.id === f.invitationId && invitation.status === 'canceled',
        ),
    },
    {
      name: "update a member's role",
      refusals: { member: [403, NOT_ALLOWED_TO_UPDATE_MEMBER], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ id: f.targetMemberId, role: 'admin' }),
      run: (actor, f) =>
        org.members.updateRole(NO_CALLER, callers[actor], {
          memberId: f.targetMemberId,
          role: 'admin',
          organizationId: f.organizationId,
        }),
      happened: async (f) =>
        (await org.members.getRole(callers.owner, { organizationId: f.organizationId, userId: callers.target.user.id }))
          .role === 'admin',
    },
    {
      name: 'remove a member',
      refusals: { member: [401, NOT_ALLOWED_TO_DELETE_MEMBER], outsider: [400, MEMBER_NOT_FOUND] },
      answer: (f) => ({ result: { member: { id: f.targetMemberId, userId: callers.target.user.id } } }),
      run: (actor, f) =>
        org.members.remove(NO_CALLER, callers[actor], {
          memberIdOrEmail: f.targetMemberId,
          organizationId: f.organizationId,
        }),
      happened: async (f) =>
        !(await org.members.list(callers.owner, { organizationId: f.organizationId })).members.some(
          (member) => member.userId === callers.target.user.id,
        ),
    },
    {
      name: 'create a team',
      refusals: { member: [403, NOT_ALLOWED_TO_CREATE_TEAMS], outsider: [403, NOT_ALLOWED_TO_CREATE_TEAMS] },
      answer: (f) => ({ name: 'Created team', organizationId: f.organizationId }),
      run: (actor, f) =>
        org.teams.create(callers[actor], false, { name: 'Created team', organizationId: f.organizationId }),
      happened: async (f) => Object.values(await teamNames(f)).includes('Created team'),
    },
    {
      name: 'update a team',
      refusals: { member: [403, NOT_ALLOWED_TO_UPDATE_TEAM], outsider: [403, NOT_ALLOWED_TO_UPDATE_TEAM] },
      answer: (f) => ({ id: f.teamId, name: 'Renamed team' }),
      run: (actor, f) =>
        org.teams.update(callers[actor], {
          teamId: f.teamId,
          data: { name: 'Renamed team', organizationId: f.organizationId },
        }),
      happened: async (f) => (await teamNames(f))[f.teamId] === 'Renamed team',
    },
    {
      name: 'remove a team',
      refusals: { member: [403, NOT_ALLOWED_TO_DELETE_TEAMS], outsider: [403, NOT_ALLOWED_TO_DELETE_TEAM] },
      answer: () => ({ message: 'Team removed successfully.' }),
      run: (actor, f) =>
        org.teams.remove(callers[actor], false, { teamId: f.teamId, organizationId: f.organizationId }),
      happened: async (f) => !(f.teamId in (await teamNames(f))),
    },
    {
      name: 'add a team member',
      refusals: { member: [403, NOT_ALLOWED_TO_ADD_TEAM_MEMBER], outsider: [400, NO_ACTIVE_ORGANIZATION] },
      answer: (f) => ({ teamId: f.teamId, userId: callers.target.user.id }),
      run: async (actor, f) => {
        await inActiveOrganization(actor, f);
        return org.teams.addMember(callers[actor], { teamId: f.teamId, userId: callers.target.user.id });
      },
      happened: (f) => targetIsInTeam(f),
    },
    {
      name: 'remove a team member',
      refusals: { member: [403, NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER], outsider: [400, NO_ACTIVE_ORGANIZATION] },
      answer: () => ({ message: 'Team member removed successfully.' }),
      prepare: async (f) => {
        // The owner's session works in the fixture's organization.
        await org.teams.addMember(callers.owner, { teamId: f.teamId, userId: callers.target.user.id });
      },
      run: async (actor, f) => {
        await inActiveOrganization(actor, f);
        return org.teams.removeMember(callers[actor], { teamId: f.teamId, userId: callers.target.user.id });
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

  it.each(MATRIX)('$title', async ({ action, actor, refusal }) => {
    const f = await fixture();
    await action.prepare?.(f);
    expect(await action.happened(f)).toBe(false);

    const answer = await answerOf(action.run(actor, f));

    if (refusal) {
      expect(answer).toEqual({ refusal });
    } else {
      expect(answer).toHaveProperty('result');
      if (action.answer) expect((answer as { result: unknown }).result).toMatchObject(action.answer(f) as object);
    }
    expect(await action.happened(f)).toBe(!refusal);
  });
});
