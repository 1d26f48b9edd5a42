import {
  NO_ACTIVE_ORGANIZATION,
  NOT_A_MEMBER_OF_THIS_ORGANIZATION,
  NOT_ALLOWED_TO_CREATE_TEAMS,
  UNAUTHORIZED,
  validationError,
} from '../../support/organization-errors';
import { activeMember, newTeam, newWorkspace, teamsSuite } from '../../support/organization-fixtures';
import {
  createOrganization,
  newMember,
  orgError,
  setActiveOrganization,
  storedSession,
} from '../../support/organizations';

type Body = Record<string, unknown>;

describe('Organization teams', () => {
  const { t, api, outsider } = teamsSuite();

  describe('POST /api/auth/organization/create-team', () => {
    it('creates a team in the active organization and answers {id, name, organizationId, createdAt, updatedAt} from the app clock', async () => {
      const space = await newWorkspace(t);
      t.clock.advanceSeconds(3600);
      const before = t.clock.now().getTime();

      const response = await api.createTeam(space.owner.cookie, { name: 'Platform' }).expect(200);

      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Platform',
        organizationId: space.organizationId,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(new Date(response.body.createdAt).getTime()).toBeGreaterThanOrEqual(before);
      expect(response.body.id).not.toBe(space.defaultTeamId);
      const listed = (await api.listTeams(space.owner.cookie).expect(200)).body;
      expect(listed.map((team: Body) => team.id)).toContain(response.body.id);
    });

    it('lets an admin create a team', async () => {
      const space = await newWorkspace(t);
      const admin = await activeMember(t, space, 'admin');

      const response = await api.createTeam(admin.cookie, { name: 'Admins made this' }).expect(200);

      expect(response.body).toMatchObject({ name: 'Admins made this', organizationId: space.organizationId });
    });

    it('creates the team in the organization named by organizationId rather than the active one', async () => {
      const first = await newWorkspace(t);
      const second = await createOrganization(t.http, first.owner.cookie, { name: 'Second' });
      expect((await storedSession(t.http, first.owner.cookie)).activeOrganizationId).toBe(second.id);

      const response = await api
        .createTeam(first.owner.cookie, { name: 'Elsewhere', organizationId: first.organizationId })
        .expect(200);

      expect(response.body.organizationId).toBe(first.organizationId);
    });

    it('refuses an empty name with 400 VALIDATION_ERROR and creates nothing', async () => {
      const space = await newWorkspace(t);

      const response = await api.createTeam(space.owner.cookie, { name: '' }).expect(400);

      expect(response.body).toEqual(validationError('name', 'name must be longer than or equal to 1 characters'));
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(1);
    });

    it('refuses a plain member with 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION', async () => {
      const space = await newWorkspace(t);
      const member = await activeMember(t, space);

      const response = await api.createTeam(member.cookie, { name: 'Mine' }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_CREATE_TEAMS);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(1);
    });

    it('refuses a user outside the organization with 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION', async () => {
      const space = await newWorkspace(t);

      const response = await api
        .createTeam(outsider.cookie, { name: 'Intruders', organizationId: space.organizationId })
        .expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_CREATE_TEAMS);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(1);
    });

    it('lets a trusted backend with x-service-key create a team in the organization it names', async () => {
      const space = await newWorkspace(t);
      t.clock.advanceSeconds(1);

      const response = await api
        .createTeamOnServer({ name: 'Provisioned', organizationId: space.organizationId })
        .expect(200);

      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Provisioned',
        organizationId: space.organizationId,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const listed = (await api.listTeams(space.owner.cookie).expect(200)).body;
      expect(listed.map((team: Body) => team.name)).toEqual(['Acme', 'Provisioned']);
    });

    it('refuses a trusted backend that names no organization with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const response = await api.createTeamOnServer({ name: 'Nowhere' }).expect(400);
      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });

    it('refuses a trusted backend that names an unknown organization with 400 ORGANIZATION_NOT_FOUND', async () => {
      const response = await api
        .createTeamOnServer({ name: 'Nowhere', organizationId: 'no-such-organization' })
        .expect(400);
      expect(response.body).toEqual(orgError('ORGANIZATION_NOT_FOUND', 'Organization not found'));
    });

    it('refuses a call with neither session nor service key with 401 UNAUTHORIZED', async () => {
      const space = await newWorkspace(t);

      const response = await api
        .createTeam(null, { name: 'Anonymous', organizationId: space.organizationId })
        .expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
      expect((await api.listTeams(space.owner.cookie).expect(200)).body).toHaveLength(1);
    });

    it('refuses a caller without an active organization who names none with 400 NO_ACTIVE_ORGANIZATION', async () => {
      const space = await newWorkspace(t);
      await setActiveOrganization(t.http, space.owner.cookie, null);

      const response = await api.createTeam(space.owner.cookie, { name: 'Floating' }).expect(400);

      expect(response.body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });

  describe('GET /api/auth/organization/list-teams', () => {
    it("lists the active organization's teams, the default team (named like the organization) first, then by creation", async () => {
      const space = await newWorkspace(t, 'Globex');
      const platform = await newTeam(t, space, 'Platform');
      const design = await newTeam(t, space, 'Design');

      const response = await api.listTeams(space.owner.cookie).expect(200);

      expect(response.body).toEqual([
        {
          id: space.defaultTeamId,
          name: 'Globex',
          organizationId: space.organizationId,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        platform,
        design,
      ]);
    });

    it('lets a plain member list the teams, and lists the organization named by organizationId', async () => {
      const space = await newWorkspace(t);
      const platform = await newTeam(t, space);
      const member = await newMember(t.http, space.organizationId);

      const response = await api.listTeams(member.cookie, { organizationId: space.organizationId }).expect(200);

      expect(response.body.map((team: Body) => team.id)).toEqual([space.defaultTeamId, platform.id]);
    });

    it('refuses a user outside the organization with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const space = await newWorkspace(t);

      const response = await api.listTeams(outsider.cookie, { organizationId: space.organizationId }).expect(403);

      expect(response.body).toEqual(NOT_A_MEMBER_OF_THIS_ORGANIZATION);
    });

    it('refuses a caller without an active organization who names none with 400 NO_ACTIVE_ORGANIZATION', async () => {
      expect((await api.listTeams(outsider.cookie).expect(400)).body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });
});
