import { configProblems } from '../../../test/support/config-problems';
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
      roles: {},
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

  it('reads ORGANIZATION_ROLES, and organization.roles from the configuration file', () => {
    const roles = {
      admin: { apiKey: ['create', 'read', 'update', 'delete'] },
      member: { apiKey: ['read'] },
      billing: { invoice: ['read', 'pay'], 'team-2_x': [] },
    };
    expect(loadConfig({ env: { ORGANIZATION_ROLES: JSON.stringify(roles) } }).organization.roles).toEqual(roles);
    expect(loadConfig({ env: {}, overrides: { organization: { roles } } }).organization.roles).toEqual(roles);
  });

  it.each<[string, string]>([
    ['[1]', 'must be a JSON object'],
    ['{"two words":{}}', 'role "two words": not a usable role name (letters, digits, _ and -)'],
    ['{"billing":["read"]}', 'role "billing": needs an object of resource -> list of actions, as {"apiKey":["read"]}'],
    [
      '{"billing":{"in voice":["read"]}}',
      'role "billing", resource "in voice": not a usable resource name (letters, digits, _ and -)',
    ],
    ['{"billing":{"invoice":"read"}}', 'role "billing", resource "invoice": needs a list of action names'],
    ['{"billing":{"invoice":["read",""]}}', 'role "billing", resource "invoice": needs a list of action names'],
    [
      '{"admin":{"apiKey":["explode"]}}',
      'role "admin", resource "apiKey": unknown action "explode" (create, read, update, delete)',
    ],
    [
      '{"member":{"organization":["create"]}}',
      'role "member", resource "organization": unknown action "create" (update, delete)',
    ],
  ])('refuses ORGANIZATION_ROLES=%s with one line naming the variable', (value, problem) => {
    expect(configProblems({ env: { ORGANIZATION_ROLES: value } })).toEqual([`ORGANIZATION_ROLES: ${problem}`]);
  });

  it('refuses organization.roles of the configuration file under the same name', () => {
    const overrides = { organization: { roles: { admin: { team: ['archive'] } } } };
    expect(configProblems({ overrides })).toEqual([
      'ORGANIZATION_ROLES: role "admin", resource "team": unknown action "archive" (create, update, delete)',
    ]);
  });
});
