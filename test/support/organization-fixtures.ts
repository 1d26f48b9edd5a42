import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, TEST_SERVICE_KEY } from './admin';
import { TestApp, createTestApp } from './create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from './factories';
import {
  ORG,
  addMember,
  createOrganization,
  invite,
  newMember,
  setActiveOrganization,
  storedSession,
} from './organizations';

type Body = Record<string, unknown>;
type AnyBody = Record<string, any>;

/** Sets the Cookie header when there is a session (null: none). */
const as = (call: request.Test, cookie: string | null): request.Test => (cookie ? call.set('Cookie', cookie) : call);

/** Gives the member and team endpoints as calls made by the holder of `cookie`. */
export function orgRequests(t: TestApp) {
  return {
    addMember: (body: Body, cookie: string | null = null) =>
      as(request(t.http).post(`${ORG}/add-member`), cookie)
        .set('x-service-key', TEST_SERVICE_KEY)
        .send(body),
    addMemberAsClient: (cookie: string | null, body: Body) =>
      as(request(t.http).post(`${ORG}/add-member`), cookie).send(body),
    removeMember: (cookie: string, body: Body) => as(request(t.http).post(`${ORG}/remove-member`), cookie).send(body),
    updateRole: (cookie: string, body: Body) =>
      as(request(t.http).post(`${ORG}/update-member-role`), cookie).send(body),
    leave: (cookie: string, body: Body) => as(request(t.http).post(`${ORG}/leave`), cookie).send(body),
    activeMember: (cookie: string) => as(request(t.http).get(`${ORG}/get-active-member`), cookie),
    activeRole: (cookie: string, query: Body = {}) =>
      as(request(t.http).get(`${ORG}/get-active-member-role`), cookie).query(query),
    listMembers: (cookie: string, query: Body = {}) =>
      as(request(t.http).get(`${ORG}/list-members`), cookie).query(query),
    userTeams: (cookie: string) => as(request(t.http).get(`${ORG}/list-user-teams`), cookie),
    listUserTeams: (cookie: string) => as(request(t.http).get(`${ORG}/list-user-teams`), cookie),
    setActiveTeam: (cookie: string, teamId: string | null) =>
      as(request(t.http).post(`${ORG}/set-active-team`), cookie).send({ teamId }),
    createTeam: (cookie: string | null, body: Body) =>
      as(request(t.http).post(`${ORG}/create-team`), cookie).send(body),
    createTeamOnServer: (body: Body) =>
      request(t.http).post(`${ORG}/create-team`).set('x-service-key', TEST_SERVICE_KEY).send(body),
    listTeams: (cookie: string, query: Body = {}) => as(request(t.http).get(`${ORG}/list-teams`), cookie).query(query),
    updateTeam: (cookie: string, body: Body) => as(request(t.http).post(`${ORG}/update-team`), cookie).send(body),
    removeTeam: (cookie: string | null, body: Body) =>
      as(request(t.http).post(`${ORG}/remove-team`), cookie).send(body),
    removeTeamOnServer: (body: Body) =>
      request(t.http).post(`${ORG}/remove-team`).set('x-service-key', TEST_SERVICE_KEY).send(body),
    listTeamMembers: (cookie: string, query: Body = {}) =>
      as(request(t.http).get(`${ORG}/list-team-members`), cookie).query(query),
    addTeamMember: (cookie: string, body: Body) =>
      as(request(t.http).post(`${ORG}/add-team-member`), cookie).send(body),
    removeTeamMember: (cookie: string, body: Body) =>
      as(request(t.http).post(`${ORG}/remove-team-member`), cookie).send(body),
  };
}

/** Gives the invitation endpoints as calls made by the holder of `cookie`. */
export function invitationCalls(t: TestApp) {
  const post = (path: string, cookie: string, body: Body) =>
    request(t.http).post(`${ORG}/${path}`).set('Cookie', cookie).send(body);
  return {
    invite: (cookie: string, body: Body) => post('invite-member', cookie, body),
    accept: (cookie: string, invitationId: string) => post('accept-invitation', cookie, { invitationId }),
    reject: (cookie: string, invitationId: string) => post('reject-invitation', cookie, { invitationId }),
    cancel: (cookie: string, invitationId: string) => post('cancel-invitation', cookie, { invitationId }),
    get: (cookie: string, id: string) =>
      request(t.http).get(`${ORG}/get-invitation`).set('Cookie', cookie).query({ id }),
    list: (cookie: string, query: Record<string, string> = {}) =>
      request(t.http).get(`${ORG}/list-invitations`).set('Cookie', cookie).query(query),
    listMine: (cookie: string) => request(t.http).get(`${ORG}/list-user-invitations`).set('Cookie', cookie),
  };
}

/** A new owner with a new organization, active in it and in its default team. */
export interface Workspace {
  owner: SignedUpUser;
  organizationId: string;
  defaultTeamId: string;
}

/** Gives a new owner with a new organization named `name` (see Workspace). */
export async function newWorkspace(t: TestApp, name = 'Acme'): Promise<Workspace> {
  const owner = await signUp(t.http);
  const organization = await createOrganization(t.http, owner.cookie, { name });
  const session = await storedSession(t.http, owner.cookie);
  return { owner, organizationId: organization.id, defaultTeamId: session.activeTeamId };
}

/** A team created by the workspace's owner, the app clock moved a second first so teams sort by creation. */
export async function newTeam(t: TestApp, space: Workspace, name = 'Platform'): Promise<AnyBody> {
  t.clock.advanceSeconds(1);
  const response = await request(t.http)
    .post(`${ORG}/create-team`)
    .set('Cookie', space.owner.cookie)
    .send({ name })
    .expect(200);
  return response.body;
}

/** A new member of the workspace's organization, active in it. */
export async function activeMember(
  t: TestApp,
  space: Workspace,
  role = 'member',
): Promise<SignedUpUser & { memberId: string }> {
  const member = await newMember(t.http, space.organizationId, role);
  await setActiveOrganization(t.http, member.cookie, space.organizationId);
  return member;
}

/** An organization of `owner`'s as the invitation tests use it. */
export interface Organization {
  owner: SignedUpUser;
  organizationId: string;
  name: string;
  /** The default team, made with the organization. */
  teamId: string;
}

/** A new organization of `owner`'s, active in their session, with its default team. */
export async function ownedOrganization(t: TestApp, owner: SignedUpUser): Promise<Organization> {
  const name = `Org ${uniqueEmail('n').split('@')[0]}`;
  const organization = await createOrganization(t.http, owner.cookie, { name });
  const teamId = (await storedSession(t.http, owner.cookie)).activeTeamId;
  return { owner, organizationId: organization.id, name, teamId };
}

/** Gives a fresh slug nobody uses. */
export const newSlug = (): string => uniqueEmail('org').split('@')[0];

/** The ISO timestamp shape every date takes on the wire. */
export const isoDate: unknown = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** Gives the Set-Cookie lines of a response (none: empty). */
export function setCookieLines(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

type AppConfig = NonNullable<Parameters<typeof createTestApp>[0]>['config'];

/** Gives the suite's TestApp at once (filled in beforeAll, admin config by default; closed in afterAll). */
export function suiteApp(config: AppConfig = ADMIN_TEST_CONFIG): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ config }));
  });
  afterAll(() => t.close());
  return t;
}

/** Gives a user at once, signed up in a beforeAll (register after suiteApp so the app is up). */
export function suiteUser(t: TestApp, overrides: Parameters<typeof signUp>[1] = {}): SignedUpUser {
  const user = {} as SignedUpUser;
  beforeAll(async () => {
    Object.assign(user, await signUp(t.http, overrides));
  });
  return user;
}

const POOL_SIZE = 8;

/**
 * Gives the member suites' app, requests, owner ('Olive Owner'), outsider (in no organization) and helpers on a pool of
 * users.
 */
export function membersSuite() {
  const t = suiteApp();
  const api = orgRequests(t);
  const owner = suiteUser(t, { name: 'Olive Owner' });
  const pool: SignedUpUser[] = [];
  beforeAll(async () => {
    pool.push(...(await Promise.all(Array.from({ length: POOL_SIZE }, () => signUp(t.http)))));
  });
  // Belongs to no organization, so their session never has an active one.
  const outsider = suiteUser(t);
  let taken = 0;
  /**
   * One of a few users signed up once (hashing passwords is slow), in turn: each test works in an
   * organization of its own, so the few it takes are new to it, though they may belong to others.
   */
  const anotherUser = (): SignedUpUser => pool[taken++ % POOL_SIZE];
  /** Another user, made a member of the organization (through the service key) with the role. */
  async function join(
    organizationId: string,
    role: string | string[] = 'member',
  ): Promise<SignedUpUser & { memberId: string }> {
    const user = anotherUser();
    const member = await addMember(t.http, organizationId, user.userId, role);
    return { ...user, memberId: member.id };
  }
  /** A fresh organization of `owner`'s (the owner's session moves to it and its default team). */
  async function organization(): Promise<{ id: string; slug: string; defaultTeamId: string }> {
    const created = await createOrganization(t.http, owner.cookie);
    const session = await storedSession(t.http, owner.cookie);
    return { id: created.id, slug: created.slug, defaultTeamId: session.activeTeamId };
  }
  /** The member's role as the organization stores it, read by the owner. */
  async function roleOf(organizationId: string, userId: string): Promise<string> {
    const response = await api.activeRole(owner.cookie, { organizationId, userId }).expect(200);
    return response.body.role;
  }
  /** The ids of the teams the holder of `cookie` is in. */
  async function teamIdsOf(cookie: string): Promise<string[]> {
    const response = await api.userTeams(cookie).expect(200);
    return response.body.map((team: { id: string }) => team.id);
  }
  /** The user ids of the organization's members, as the holder of `cookie` lists them. */
  async function memberUserIds(cookie: string, organizationId: string): Promise<string[]> {
    const response = await api.listMembers(cookie, { organizationId }).expect(200);
    return response.body.members.map((member: { userId: string }) => member.userId);
  }
  return { t, api, owner, outsider, anotherUser, join, organization, roleOf, teamIdsOf, memberUserIds };
}

/**
 * Gives the team suites' app, requests and outsider: a signed-in user in no organization and no team; tests only get
 * them refused, never change them.
 */
export function teamsSuite() {
  const t = suiteApp();
  return { t, api: orgRequests(t), outsider: suiteUser(t) };
}

/**
 * Gives the organization suites' app, outsider (never joins or activates an organization) and post/get/fixture helpers.
 */
export function organizationsSuite() {
  const t = suiteApp();
  const outsider = suiteUser(t);
  const post = (path: string, cookie: string | null, body: AnyBody = {}) =>
    as(request(t.http).post(`${ORG}/${path}`), cookie).send(body);
  const get = (path: string, cookie: string | null, query: AnyBody = {}) =>
    as(request(t.http).get(`${ORG}/${path}`).query(query), cookie);
  /** A signed-up user who owns a fresh organization (and works in it). */
  async function ownerWithOrganization(body: AnyBody = {}): Promise<{ owner: SignedUpUser; org: AnyBody }> {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie, body);
    return { owner, org };
  }
  /** The organization's teams, as the holder of `cookie` lists them. */
  async function teamsOf(cookie: string, organizationId: string): Promise<AnyBody[]> {
    return (await get('list-teams', cookie, { organizationId }).expect(200)).body;
  }
  /** The ids of the organizations the holder of `cookie` belongs to. */
  async function orgIdsOf(cookie: string): Promise<string[]> {
    return (await get('list', cookie).expect(200)).body.map((org: AnyBody) => org.id);
  }
  return { t, outsider, post, get, ownerWithOrganization, teamsOf, orgIdsOf };
}

/**
 * Gives the invitation suites' app, calls and users: the owner ('Olivia Owner') makes an organization per test;
 * the colleague joins some, the stranger none. The app answers as Better Auth 1.4, which lists one's invitations
 * to unverified addresses too (1.7's rules: organization/line-1.7.e2e-spec.ts).
 */
export function invitationsSuite() {
  const t = suiteApp(LINE_14_CONFIG);
  const [owner, stranger, colleague] = [suiteUser(t, { name: 'Olivia Owner' }), suiteUser(t), suiteUser(t)];
  const newOrganization = () => ownedOrganization(t, owner);
  /** The colleague, made a member of the organization with the role. */
  async function colleagueAs(org: Organization, role: string): Promise<SignedUpUser> {
    await addMember(t.http, org.organizationId, colleague.userId, role);
    return colleague;
  }
  /** Invites a fresh address into the organization and signs that address up. */
  async function invitedUser(
    org: Organization,
    body: Body = {},
  ): Promise<{ invitation: AnyBody; invitee: SignedUpUser }> {
    const email = uniqueEmail('invitee');
    const [invitation, invitee] = await Promise.all([
      invite(t.http, org.owner.cookie, { email, role: 'member', ...body }),
      signUp(t.http, { email }),
    ]);
    return { invitation, invitee };
  }
  return { t, api: invitationCalls(t), owner, stranger, colleague, newOrganization, colleagueAs, invitedUser };
}

/**
 * The users every role suite has: the organization's owner, an admin, a member and `target`, a plain member the actions
 * aim at.
 */
export type RoleUser = 'owner' | 'admin' | 'member' | 'target';

/** One organization: `owner` created it (their session works in it), the others hold their roles in it. */
export interface RolesOrganization {
  organizationId: string;
  ownerMemberId: string;
  adminMemberId: string;
  memberMemberId: string;
  targetMemberId: string;
  inviteeEmail: string;
}

/**
 * Gives the role suites' app, users (the RoleUsers plus `extra`, e.g. 'outsider'), calls made as one of them and
 * fixtures.
 */
export function rolesSuite<A extends string = never>(...extra: A[]) {
  const t = suiteApp();
  const names: Array<RoleUser | A> = ['owner', 'admin', 'member', 'target', ...extra];
  const users = {} as Record<RoleUser | A, SignedUpUser>;
  beforeAll(async () => {
    const signed = await Promise.all(names.map(() => signUp(t.http)));
    names.forEach((name, i) => (users[name] = signed[i]));
  });
  const post = (actor: RoleUser | A, path: string, body: Body) =>
    request(t.http).post(`${ORG}/${path}`).set('Cookie', users[actor].cookie).send(body);
  const get = (actor: RoleUser | A, path: string, query: Body = {}) =>
    request(t.http).get(`${ORG}/${path}`).set('Cookie', users[actor].cookie).query(query);
  /** A fresh organization of the owner's with admin, member and target added in their roles. */
  async function organizationWithRoles(): Promise<RolesOrganization> {
    const created = await createOrganization(t.http, users.owner.cookie);
    const organizationId: string = created.id;
    const [admin, member, target] = await Promise.all([
      addMember(t.http, organizationId, users.admin.userId, 'admin'),
      addMember(t.http, organizationId, users.member.userId, 'member'),
      addMember(t.http, organizationId, users.target.userId, 'member'),
    ]);
    const ids = {
      ownerMemberId: created.members[0].id,
      adminMemberId: admin.id,
      memberMemberId: member.id,
      targetMemberId: target.id,
    };
    return { organizationId, ...ids, inviteeEmail: uniqueEmail('invitee') };
  }
  /** The member's role, as the owner reads it. */
  async function roleOf(f: { organizationId: string }, userId: string): Promise<string> {
    return (await get('owner', 'get-active-member-role', { organizationId: f.organizationId, userId }).expect(200)).body
      .role;
  }
  /** The user ids of the organization's members, as `as` lists them. */
  async function memberUserIds(f: { organizationId: string }, as: RoleUser | A = 'owner'): Promise<string[]> {
    const response = await get(as, 'list-members', { organizationId: f.organizationId }).expect(200);
    return response.body.members.map((member: { userId: string }) => member.userId);
  }
  return { t, users, post, get, organizationWithRoles, roleOf, memberUserIds };
}
