import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import {
  NO_ACTIVE_ORGANIZATION,
  NO_ACTIVE_TEAM,
  NOT_A_MEMBER_OF_THE_ORGANIZATION,
  NOT_A_MEMBER_OF_THE_TEAM,
  NOT_ALLOWED_TO_ADD_TEAM_MEMBER as NOT_ALLOWED_TO_CREATE_MEMBER,
  NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER,
  TEAM_MEMBER_REMOVED,
  TEAM_NOT_FOUND,
} from '../../support/organization-errors';
import { activeMember, newTeam, newWorkspace, teamsSuite } from '../../support/organization-fixtures';
import { newMember, setActiveOrganization, storedSession } from '../../support/organizations';

type Body = Record<string, unknown>;

describe('Organization teams', () => {
  const { t, api, outsider } = teamsSuite();

  describe('GET /api/auth/organization/list-team-members', () => {
    it("lists the members of the caller's active team by default as {id, teamId, userId, createdAt}", async () => {
      const space = await newWorkspace(t);

      const response = await api.listTeamMembers(space.owner.cookie).expect(200);

      expect(response.body).toEqual([
        {
          id: expect.any(String),
          teamId: space.defaultTeamId,
          userId: space.owner.userId,
          createdAt: expect.any(String),
        },
      ]);
    });

    it('lists the members of the team named by teamId', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);
      const added = (
        await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200)
      ).body;

      const response = await api.listTeamMembers(member.cookie, { teamId: team.id }).expect(200);

      expect(response.body).toEqual([added]);
    });

    it('refuses a team the caller is not in with 400 USER_IS_NOT_A_MEMBER_OF_THE_TEAM', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api.listTeamMembers(member.cookie, { teamId: space.defaultTeamId }).expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_TEAM);
    });

    it('refuses a caller without an active team who names none with 400 YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM', async () => {
      const space = await newWorkspace(t);
      await api.setActiveTeam(space.owner.cookie, null).expect(200);

      const response = await api.listTeamMembers(space.owner.cookie).expect(400);

      expect(response.body).toEqual(NO_ACTIVE_TEAM);
    });
  });

  describe('POST /api/auth/organization/add-team-member', () => {
    it('lets an admin add a member of the organization to a team, answering {id, teamId, userId, createdAt}', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const admin = await activeMember(t, space, 'admin');
      const member = await newMember(t.http, space.organizationId);

      const response = await api.addTeamMember(admin.cookie, { teamId: team.id, userId: member.userId }).expect(200);

      expect(response.body).toEqual({
        id: expect.any(String),
        teamId: team.id,
        userId: member.userId,
        createdAt: expect.any(String),
      });
      expect((await api.listUserTeams(member.cookie).expect(200)).body.map((entry: Body) => entry.id)).toEqual([
        team.id,
      ]);
    });

    it('answers the same membership when the user is added twice', async () => {
      const space = await newWorkspace(t);
      const member = await newMember(t.http, space.organizationId);
      const first = await api
        .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId })
        .expect(200);

      const second = await api
        .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId })
        .expect(200);

      expect(second.body).toEqual(first.body);
      expect((await api.listTeamMembers(space.owner.cookie).expect(200)).body).toHaveLength(2);
    });

    it('refuses a user outside the organization with 400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION', async () => {
      const space = await newWorkspace(t);

      const response = await api
        .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: outsider.userId })
        .expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_ORGANIZATION);
      expect((await api.listUserTeams(outsider.cookie).expect(200)).body).toEqual([]);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api
        .addTeamMember(member.cookie, { teamId: space.defaultTeamId, userId: member.userId })
        .expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_CREATE_MEMBER);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
    });

    it('answers a team of another organization with 400 TEAM_NOT_FOUND', async () => {
      const [mine, theirs] = await Promise.all([newWorkspace(t), newWorkspace(t)]);
      const member = await newMember(t.http, mine.organizationId);

      const response = await api
        .addTeamMember(mine.owner.cookie, { teamId: theirs.defaultTeamId, userId: member.userId })
        .expect(400);

      expect(response.body).toEqual(TEAM_NOT_FOUND);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
    });

    it('refuses a caller without an active organization with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const space = await newWorkspace(t);
      const member = await newMember(t.http, space.organizationId);
      await setActiveOrganization(t.http, space.owner.cookie, null);

      const response = await api
        .addTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId })
        .expect(400);

      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });

  describe('POST /api/auth/organization/remove-team-member', () => {
    it('takes the member out of the team, answers {message} and clears the team from their sessions', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);
      await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200);
      await api.setActiveTeam(member.cookie, team.id).expect(200);

      const response = await api
        .removeTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId })
        .expect(200);

      expect(response.body).toEqual(TEAM_MEMBER_REMOVED);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeTeamId: null,
        activeOrganizationId: space.organizationId,
      });
      expect((await api.listTeams(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.id)).toContain(
        team.id,
      );
    });

    it('refuses a user who is not in the team with 400 USER_IS_NOT_A_MEMBER_OF_THE_TEAM', async () => {
      const space = await newWorkspace(t);
      const member = await newMember(t.http, space.organizationId);

      const response = await api
        .removeTeamMember(space.owner.cookie, { teamId: space.defaultTeamId, userId: member.userId })
        .expect(400);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_TEAM);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api
        .removeTeamMember(member.cookie, { teamId: space.defaultTeamId, userId: space.owner.userId })
        .expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_REMOVE_TEAM_MEMBER);
      expect(
        (await api.listTeamMembers(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.userId),
      ).toEqual([space.owner.userId]);
    });
  });

  describe('the stored team columns of Better Auth 1.7', () => {
    /** Each team's memberCount as get-full-organization answers it (1.7 answers the stored column). */
    async function memberCounts(space: Awaited<ReturnType<typeof newWorkspace>>): Promise<Record<string, number>> {
      const response = await request(t.http)
        .get('/api/auth/organization/get-full-organization')
        .query({ organizationId: space.organizationId })
        .set('Cookie', space.owner.cookie)
        .expect(200);
      return Object.fromEntries(response.body.teams.map((team: Body) => [team.id, team.memberCount]));
    }

    it('keeps team.memberCount up to date as members are added, removed and leave the organization', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const [first, second] = [await activeMember(t, space), await activeMember(t, space)];
      expect(await memberCounts(space)).toEqual({ [space.defaultTeamId]: 1, [team.id]: 0 });

      for (const member of [first, second])
        await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200);
      // Adding someone already in the team counts them once.
      await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: first.userId }).expect(200);
      expect(await memberCounts(space)).toEqual({ [space.defaultTeamId]: 1, [team.id]: 2 });

      await api.removeTeamMember(space.owner.cookie, { teamId: team.id, userId: first.userId }).expect(200);
      await request(t.http)
        .post('/api/auth/organization/leave')
        .set('Cookie', second.cookie)
        .send({ organizationId: space.organizationId })
        .expect(200);
      expect(await memberCounts(space)).toEqual({ [space.defaultTeamId]: 1, [team.id]: 0 });
    });

    it('stores each membership with the key Better Auth 1.7 computes from its team and user', async () => {
      const space = await newWorkspace(t);
      const [row] = await t.app
        .get(Sequelize)
        .query<{ membershipKey: string }>(`SELECT "membershipKey" FROM "teamMember" WHERE "teamId" = ?`, {
          replacements: [space.defaultTeamId],
          type: QueryTypes.SELECT,
        });
      const expected = createHash('sha256')
        .update(JSON.stringify([space.defaultTeamId, space.owner.userId]))
        .digest('base64url');

      expect(row.membershipKey).toBe(expected);
    });
  });
});
