import { loadConfig } from './load-config';

describe('loadConfig organization options', () => {
  it('has Better Auth’s organization defaults, the invitation lifetime in seconds', () => {
    expect(loadConfig({ env: {} }).organization).toEqual({
      allowUserToCreateOrganization: true,
      organizationLimit: null,
      creatorRole: 'owner',
      membershipLimit: 100,
      invitationLimit: 100,
      invitationExpiresInSeconds: 172_800,
      requireEmailVerificationOnInvitation: false,
      cancelPendingInvitationsOnReInvite: false,
      teams: { defaultTeam: true, maximumTeams: null, maximumMembersPerTeam: null, allowRemovingAllTeams: false },
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ membershipLimit: 0 }, 'organization: membershipLimit must be a whole number of at least 1'],
    [{ teams: { maximumTeams: 1.5 } }, 'organization: teams.maximumTeams must be a whole number of at least 1'],
    [{ invitationExpiresIn: 'soon' }, 'organization: Invalid time format'],
    [{ creatorRole: ' ' }, 'organization: creatorRole must not be empty'],
  ])('refuses %j with one line', (organization, line) => {
    expect(() => loadConfig({ env: {}, overrides: { organization } })).toThrow(`Invalid configuration:\n${line}`);
  });
});
