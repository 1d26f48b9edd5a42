import { NOT_A_MEMBER_OF_THE_TEAM, TEAM_NOT_FOUND } from '../../support/organization-errors';
import { activeMember, newTeam, newWorkspace, teamsSuite } from '../../support/organization-fixtures';
import {
  addMember,
  createOrganization,
  newMember,
  setActiveOrganization,
  storedSession,
} from '../../support/organizations';

type Body = Record<string, unknown>;

describe('Organization teams', () => {
  const { t, api, outsider } = teamsSuite();

  describe('POST /api/auth/organization/set-active-team', () => {
    it('makes the team active, its organization with it, answers the team and re-issues the session cookie', async () => {
      const first = await newWorkspace(t);
      await createOrganization(t.http, first.owner.cookie, { name: 'Second' });
      expect((await storedSession(t.http, first.owner.cookie)).activeOrganizationId).not.toBe(first.organizationId);

      const response = await api.setActiveTeam(first.owner.cookie, first.defaultTeamId).expect(200);

      expect(response.body).toMatchObject({
        id: first.defaultTeamId,
        name: 'Acme',
        organizationId: first.organizationId,
      });
      expect(response.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/session_token=/)]));
      expect(await storedSession(t.http, first.owner.cookie)).toMatchObject({
        activeTeamId: first.defaultTeamId,
        activeOrganizationId: first.organizationId,
      });
    });

    it('clears the active team with teamId null, answering null and keeping the organization', async () => {
      const space = await newWorkspace(t);

      const response = await api.setActiveTeam(space.owner.cookie, null).expect(200);

      expect(response.body).toBeNull();
      expect(await storedSession(t.http, space.owner.cookie)).toMatchObject({
        activeTeamId: null,
        activeOrganizationId: space.organizationId,
      });
    });

    it('refuses a team the caller is not in with 403 USER_IS_NOT_A_MEMBER_OF_THE_TEAM, even inside their organization', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);

      const response = await api.setActiveTeam(member.cookie, team.id).expect(403);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THE_TEAM);
      expect((await storedSession(t.http, member.cookie)).activeTeamId).toBeNull();
    });

    it('answers an unknown team with 400 TEAM_NOT_FOUND', async () => {
      const space = await newWorkspace(t);

      const response = await api.setActiveTeam(space.owner.cookie, 'no-such-team').expect(400);

      expect(response.body).toEqual(TEAM_NOT_FOUND);
      expect((await storedSession(t.http, space.owner.cookie)).activeTeamId).toBe(space.defaultTeamId);
    });
  });

  describe('GET /api/auth/organization/list-user-teams', () => {
    it("lists the caller's teams across organizations, and none of the teams they are not in", async () => {
      const first = await newWorkspace(t, 'First');
      await newTeam(t, first, 'Not mine');
      const second = await newWorkspace(t, 'Second');
      const member = await newMember(t.http, second.organizationId);
      await addMember(t.http, first.organizationId, member.userId);
      await setActiveOrganization(t.http, member.cookie, second.organizationId);
      await api.addTeamMember(second.owner.cookie, { teamId: second.defaultTeamId, userId: member.userId }).expect(200);
      await api.addTeamMember(first.owner.cookie, { teamId: first.defaultTeamId, userId: member.userId }).expect(200);

      const response = await api.listUserTeams(member.cookie).expect(200);

      expect(response.body.map((team: Body) => [team.id, team.organizationId]).sort()).toEqual(
        [
          [first.defaultTeamId, first.organizationId],
          [second.defaultTeamId, second.organizationId],
        ].sort(),
      );
    });

    it('answers an empty list for a user in no team', async () => {
      expect((await api.listUserTeams(outsider.cookie).expect(200)).body).toEqual([]);
    });
  });
});
