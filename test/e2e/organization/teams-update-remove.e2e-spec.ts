import {
  LAST_TEAM,
  NOT_A_MEMBER_OF_THE_TEAM,
  NOT_ALLOWED_TO_DELETE_TEAM,
  NOT_ALLOWED_TO_DELETE_TEAMS,
  NOT_ALLOWED_TO_UPDATE_TEAM,
  TEAM_NOT_FOUND,
  TEAM_REMOVED,
  UNAUTHORIZED,
  validationError,
} from '../../support/organization-errors';
import { activeMember, newTeam, newWorkspace, teamsSuite } from '../../support/organization-fixtures';
import { storedSession } from '../../support/organizations';

type Body = Record<string, unknown>;

describe('Organization teams', () => {
  const { t, api, outsider } = teamsSuite();

  describe('POST /api/auth/organization/update-team', () => {
    it('renames the team and answers it with updatedAt from the app clock', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space, 'Before');
      t.clock.advanceSeconds(3600);
      const before = t.clock.now().getTime();

      const response = await api
        .updateTeam(space.owner.cookie, { teamId: team.id, data: { name: 'After' } })
        .expect(200);

      expect(response.body).toEqual({ ...team, name: 'After', updatedAt: expect.any(String) });
      expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before);
      const listed = (await api.listTeams(space.owner.cookie).expect(200)).body;
      expect(listed.find((entry: Body) => entry.id === team.id)).toEqual(response.body);
    });

    it('lets an admin rename a team', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space, 'Before');
      const admin = await activeMember(t, space, 'admin');

      const response = await api
        .updateTeam(admin.cookie, { teamId: team.id, data: { name: 'Renamed by admin' } })
        .expect(200);

      expect(response.body).toMatchObject({ id: team.id, name: 'Renamed by admin' });
    });

    it('answers a team of another organization with 400 TEAM_NOT_FOUND and leaves it as it was', async () => {
      const [mine, theirs] = await Promise.all([newWorkspace(t), newWorkspace(t, 'Theirs')]);

      const response = await api
        .updateTeam(mine.owner.cookie, { teamId: theirs.defaultTeamId, data: { name: 'Hijacked' } })
        .expect(400);

      expect(response.body).toEqual(TEAM_NOT_FOUND);
      const listed = (await api.listTeams(theirs.owner.cookie).expect(200)).body;
      expect(listed.map((team: Body) => team.name)).toEqual(['Theirs']);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space, 'Kept');
      const member = await activeMember(t, space);

      const response = await api.updateTeam(member.cookie, { teamId: team.id, data: { name: 'Changed' } }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE_TEAM);
      const listed = (await api.listTeams(space.owner.cookie).expect(200)).body;
      expect(listed.find((entry: Body) => entry.id === team.id).name).toBe('Kept');
    });

    it('refuses a user outside the organization with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM', async () => {
      const space = await newWorkspace(t);

      const response = await api
        .updateTeam(outsider.cookie, {
          teamId: space.defaultTeamId,
          data: { name: 'Changed', organizationId: space.organizationId },
        })
        .expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE_TEAM);
    });

    it('refuses an empty name with 400 VALIDATION_ERROR', async () => {
      const space = await newWorkspace(t);

      const response = await api
        .updateTeam(space.owner.cookie, { teamId: space.defaultTeamId, data: { name: '' } })
        .expect(400);

      expect(response.body).toEqual(validationError('data.name', 'name must be longer than or equal to 1 characters'));
    });
  });

  describe('POST /api/auth/organization/remove-team', () => {
    it('removes the team with its memberships and answers {message}', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);
      await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200);

      const response = await api.removeTeam(space.owner.cookie, { teamId: team.id }).expect(200);

      expect(response.body).toEqual(TEAM_REMOVED);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.id)).toEqual([
        space.defaultTeamId,
      ]);
      expect((await api.listUserTeams(member.cookie).expect(200)).body).toEqual([]);
      expect((await api.listTeamMembers(member.cookie, { teamId: team.id }).expect(400)).body).toEqual(
        NOT_A_MEMBER_OF_THE_TEAM,
      );
    });

    it("refuses to remove the organization's last team with 400 UNABLE_TO_REMOVE_LAST_TEAM", async () => {
      const space = await newWorkspace(t);
      await api.setActiveTeam(space.owner.cookie, null).expect(200);

      const response = await api.removeTeam(space.owner.cookie, { teamId: space.defaultTeamId }).expect(400);

      expect(response.body).toEqual(LAST_TEAM);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(1);
    });

    it("refuses to remove the caller's own active team with 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM", async () => {
      const space = await newWorkspace(t);
      await newTeam(t, space);

      const response = await api.removeTeam(space.owner.cookie, { teamId: space.defaultTeamId }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_DELETE_TEAM);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(2);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);

      const response = await api.removeTeam(member.cookie, { teamId: team.id }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_DELETE_TEAMS);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(2);
    });

    it('refuses a user outside the organization with 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);

      const response = await api
        .removeTeam(outsider.cookie, { teamId: team.id, organizationId: space.organizationId })
        .expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_DELETE_TEAM);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(2);
    });

    it('answers a team of another organization with 400 TEAM_NOT_FOUND', async () => {
      const mine = await newWorkspace(t);
      await newTeam(t, mine);
      const theirs = await newWorkspace(t);
      const theirTeam = await newTeam(t, theirs);

      const response = await api.removeTeam(mine.owner.cookie, { teamId: theirTeam.id }).expect(400);

      expect(response.body).toEqual(TEAM_NOT_FOUND);
      expect((await api.listTeams(theirs.owner.cookie).expect(200)).body).toHaveLength(2);
    });

    it('takes the team away from the sessions of other users whose active team it was, leaving their organization', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);
      const member = await activeMember(t, space);
      await api.addTeamMember(space.owner.cookie, { teamId: team.id, userId: member.userId }).expect(200);
      await api.setActiveTeam(member.cookie, team.id).expect(200);
      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeTeamId: team.id,
        activeOrganizationId: space.organizationId,
      });

      await api.removeTeam(space.owner.cookie, { teamId: team.id }).expect(200);

      expect(await storedSession(t.http, member.cookie)).toMatchObject({
        activeTeamId: null,
        activeOrganizationId: space.organizationId,
      });
      expect((await storedSession(t.http, space.owner.cookie)).activeTeamId).toBe(space.defaultTeamId);
    });

    it('lets a trusted backend with x-service-key remove a team of the organization it names', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);

      const response = await api
        .removeTeamOnServer({ teamId: team.id, organizationId: space.organizationId })
        .expect(200);

      expect(response.body).toEqual(TEAM_REMOVED);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body.map((entry: Body) => entry.id)).toEqual([
        space.defaultTeamId,
      ]);
    });

    it('refuses a call with neither session nor service key with 401 UNAUTHORIZED', async () => {
      const space = await newWorkspace(t);
      const team = await newTeam(t, space);

      const response = await api
        .removeTeam(null, { teamId: team.id, organizationId: space.organizationId })
        .expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(2);
    });
  });
});
