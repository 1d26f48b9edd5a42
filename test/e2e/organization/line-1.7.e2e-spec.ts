import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { ORG, addMember, createOrganization, invite, orgError } from '../../support/organizations';

const EMAIL_VERIFICATION_REQUIRED = orgError(
  'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION',
  'Email verification required to view or list invitations for the session email',
);
const NOT_ALLOWED_TO_LIST = orgError(
  'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS',
  'You are not allowed to list invitations for this organization',
);

describe('organization invitations as Better Auth 1.7 shows them (the default)', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    [owner, admin] = await Promise.all([signUp(t.http), createUserWithRole(t.http, 'admin')]);
  });

  afterAll(async () => {
    await t.close();
  });

  const listMine = (cookie: string) => request(t.http).get(`${ORG}/list-user-invitations`).set('Cookie', cookie);
  const listOf = (cookie: string, organizationId: string) =>
    request(t.http).get(`${ORG}/list-invitations`).set('Cookie', cookie).query({ organizationId });

  async function markVerified(user: SignedUpUser): Promise<void> {
    await request(t.http)
      .post('/api/auth/admin/update-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId, data: { emailVerified: true } })
      .expect(200);
  }

  it("refuses to list one's own invitations before the address is verified with 403 EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION, then lists them", async () => {
    const org = await createOrganization(t.http, owner.cookie);
    const email = uniqueEmail('invitee');
    const invitation = await invite(t.http, owner.cookie, { email, role: 'member', organizationId: org.id });
    const invitee = await signUp(t.http, { email });

    expect((await listMine(invitee.cookie).expect(403)).body).toEqual(EMAIL_VERIFICATION_REQUIRED);
    await markVerified(invitee);
    expect((await listMine(invitee.cookie).expect(200)).body).toEqual([
      expect.objectContaining({ id: invitation.id, organizationName: org.name }),
    ]);
  });

  it("refuses a member whose role cannot invite the organization's invitations with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS", async () => {
    const org = await createOrganization(t.http, owner.cookie);
    const member = await signUp(t.http);
    await addMember(t.http, org.id, member.userId, 'member');
    await invite(t.http, owner.cookie, { email: uniqueEmail('invitee'), role: 'member', organizationId: org.id });

    expect((await listOf(member.cookie, org.id).expect(403)).body).toEqual(NOT_ALLOWED_TO_LIST);
  });

  it('lists invitations to an admin, but those to the owner role only to owners', async () => {
    const org = await createOrganization(t.http, owner.cookie);
    const orgAdmin = await signUp(t.http);
    await addMember(t.http, org.id, orgAdmin.userId, 'admin');
    const asMember = await invite(t.http, owner.cookie, {
      email: uniqueEmail('member'),
      role: 'member',
      organizationId: org.id,
    });
    const asOwner = await invite(t.http, owner.cookie, {
      email: uniqueEmail('owner'),
      role: 'owner',
      organizationId: org.id,
    });

    const seenByAdmin = (await listOf(orgAdmin.cookie, org.id).expect(200)).body.map(
      (invitation: { id: string }) => invitation.id,
    );
    const seenByOwner = (await listOf(owner.cookie, org.id).expect(200)).body.map(
      (invitation: { id: string }) => invitation.id,
    );

    expect(seenByAdmin).toEqual([asMember.id]);
    expect(seenByOwner.sort()).toEqual([asMember.id, asOwner.id].sort());
  });

  it("shows get-full-organization's invitations to roles that may invite, those to the owner role only to owners, and none to a plain member", async () => {
    const org = await createOrganization(t.http, owner.cookie);
    const [orgAdmin, member] = await Promise.all([signUp(t.http), signUp(t.http)]);
    await addMember(t.http, org.id, orgAdmin.userId, 'admin');
    await addMember(t.http, org.id, member.userId, 'member');
    const asMember = await invite(t.http, owner.cookie, {
      email: uniqueEmail(),
      role: 'member',
      organizationId: org.id,
    });
    const asOwner = await invite(t.http, owner.cookie, { email: uniqueEmail(), role: 'owner', organizationId: org.id });
    const invitationIdsSeenBy = async (user: SignedUpUser) =>
      (await fullOrganization(user.cookie, org.id).expect(200)).body.invitations
        .map((invitation: { id: string }) => invitation.id)
        .sort();

    expect(await invitationIdsSeenBy(owner)).toEqual([asMember.id, asOwner.id].sort());
    expect(await invitationIdsSeenBy(orgAdmin)).toEqual([asMember.id]);
    expect(await invitationIdsSeenBy(member)).toEqual([]);
  });

  const fullOrganization = (cookie: string, organizationId: string) =>
    request(t.http).get(`${ORG}/get-full-organization`).set('Cookie', cookie).query({ organizationId });
});

describe('organizations with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses a slug in use with 400 SLUG_IS_TAKEN', async () => {
    const org = await createOrganization(t.http, owner.cookie);

    const response = await request(t.http)
      .post(`${ORG}/check-slug`)
      .set('Cookie', owner.cookie)
      .send({ slug: org.slug })
      .expect(400);

    expect(response.body).toEqual(orgError('SLUG_IS_TAKEN', 'slug is taken'));
  });

  it('answers teams without memberCount in get-full-organization', async () => {
    const org = await createOrganization(t.http, owner.cookie);

    const response = await request(t.http)
      .get(`${ORG}/get-full-organization`)
      .set('Cookie', owner.cookie)
      .query({ organizationId: org.id })
      .expect(200);

    expect(response.body.teams).toHaveLength(1);
    expect(response.body.teams[0]).not.toHaveProperty('memberCount');
  });

  it("lists one's own invitations to an unverified address and an organization's to any member", async () => {
    const org = await createOrganization(t.http, owner.cookie);
    const email = uniqueEmail('invitee');
    const invitation = await invite(t.http, owner.cookie, { email, role: 'member', organizationId: org.id });
    const [invitee, member] = await Promise.all([signUp(t.http, { email }), signUp(t.http)]);
    await addMember(t.http, org.id, member.userId, 'member');

    const mine = await request(t.http).get(`${ORG}/list-user-invitations`).set('Cookie', invitee.cookie).expect(200);
    const theirs = await request(t.http)
      .get(`${ORG}/list-invitations`)
      .set('Cookie', member.cookie)
      .query({ organizationId: org.id })
      .expect(200);

    expect(mine.body).toEqual([expect.objectContaining({ id: invitation.id })]);
    expect(theirs.body).toEqual([expect.objectContaining({ id: invitation.id })]);
  });

  it("shows get-full-organization's invitations to any member", async () => {
    const org = await createOrganization(t.http, owner.cookie);
    const invitation = await invite(t.http, owner.cookie, {
      email: uniqueEmail(),
      role: 'owner',
      organizationId: org.id,
    });
    const member = await signUp(t.http);
    await addMember(t.http, org.id, member.userId, 'member');

    const response = await request(t.http)
      .get(`${ORG}/get-full-organization`)
      .set('Cookie', member.cookie)
      .query({ organizationId: org.id })
      .expect(200);

    expect(response.body.invitations).toEqual([expect.objectContaining({ id: invitation.id })]);
  });
});
