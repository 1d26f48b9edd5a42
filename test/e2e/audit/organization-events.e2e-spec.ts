import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { ORG, createOrganization, invite, newMember } from '../../support/organizations';

describe('audit events of organizations and invitations', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('records an organization created, updated and deleted by its owner, and an update a member may not make', async () => {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie, { slug: `audit-${slugSuffix()}` });
    const member = await newMember(t.http, org.id);
    await request(t.http)
      .post(`${ORG}/update`)
      .set('Cookie', owner.cookie)
      .send({ organizationId: org.id, data: { name: 'Renamed', logo: 'https://example.com/l.png' } })
      .expect(200);
    await request(t.http)
      .post(`${ORG}/update`)
      .set('Cookie', member.cookie)
      .send({ organizationId: org.id, data: { name: 'Mine' } })
      .expect(403);
    await request(t.http)
      .post(`${ORG}/delete`)
      .set('Cookie', owner.cookie)
      .send({ organizationId: org.id })
      .expect(200);

    const events = await auditEvents(t.http, admin.cookie, { targetId: org.id });
    const changes = events.filter((event) =>
      ['organization.create', 'organization.update', 'organization.delete'].includes(event.action),
    );
    expect(
      sorted(changes.map((event) => [event.action, event.actorId, event.targetType, event.result, event.metadata])),
    ).toEqual(
      sorted([
        ['organization.create', owner.userId, 'organization', 'success', { slug: org.slug, userId: owner.userId }],
        ['organization.update', owner.userId, 'organization', 'success', { fields: ['name', 'logo'] }],
        [
          'organization.update',
          member.userId,
          'organization',
          'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
          { fields: ['name'] },
        ],
        ['organization.delete', owner.userId, 'organization', 'success', { slug: org.slug }],
      ]),
    );
  });

  it('records an organization a trusted backend created for a user, with no actor', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(`${ORG}/create`)
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ name: 'Made for you', slug: `audit-${slugSuffix()}`, userId: user.userId })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'organization.create', response.body.id)).toMatchObject({
      actorId: null,
      metadata: { userId: user.userId },
    });
  });

  it('records a refused creation with the slug tried and no target', async () => {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie);
    await request(t.http)
      .post(`${ORG}/create`)
      .set('Cookie', owner.cookie)
      .send({ name: 'Again', slug: org.slug })
      .expect(400);

    const [refused] = await auditEvents(t.http, admin.cookie, {
      action: 'organization.create',
      actorId: owner.userId,
      result: 'ORGANIZATION_ALREADY_EXISTS',
    });
    expect(refused).toMatchObject({ targetId: null, metadata: { slug: org.slug, userId: owner.userId } });
  });

  it('records invitations sent, canceled by the organization and rejected by the invitee', async () => {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie);
    const canceledEmail = uniqueEmail('canceled');
    const invitee = await signUp(t.http, { email: uniqueEmail('invitee') });
    const canceled = await invite(t.http, owner.cookie, {
      email: canceledEmail,
      role: 'member',
      organizationId: org.id,
    });
    const rejected = await invite(t.http, owner.cookie, {
      email: invitee.email,
      role: 'admin',
      organizationId: org.id,
    });
    await request(t.http)
      .post(`${ORG}/cancel-invitation`)
      .set('Cookie', owner.cookie)
      .send({ invitationId: canceled.id })
      .expect(200);
    await request(t.http)
      .post(`${ORG}/reject-invitation`)
      .set('Cookie', invitee.cookie)
      .send({ invitationId: rejected.id })
      .expect(200);
    await request(t.http)
      .post(`${ORG}/reject-invitation`)
      .set('Cookie', invitee.cookie)
      .send({ invitationId: rejected.id })
      .expect(400);

    const events = await auditEvents(t.http, admin.cookie, { targetId: org.id });
    const invitations = events.filter((event) => /invit/.test(event.action));
    expect(sorted(invitations.map((event) => [event.action, event.actorId, event.result, event.metadata]))).toEqual(
      sorted([
        [
          'organization.invite-member',
          owner.userId,
          'success',
          { invitationId: canceled.id, email: canceledEmail, role: 'member' },
        ],
        [
          'organization.invite-member',
          owner.userId,
          'success',
          { invitationId: rejected.id, email: invitee.email, role: 'admin' },
        ],
        ['organization.cancel-invitation', owner.userId, 'success', { invitationId: canceled.id }],
        ['organization.reject-invitation', invitee.userId, 'success', { invitationId: rejected.id }],
      ]),
    );
    const [refused] = await auditEvents(t.http, admin.cookie, {
      action: 'organization.reject-invitation',
      result: 'INVITATION_NOT_FOUND',
      actorId: invitee.userId,
    });
    expect(refused).toMatchObject({ targetId: null, metadata: { invitationId: rejected.id } });
  });

  it('records an invitation a member may not send, on the active organization', async () => {
    const owner = await signUp(t.http);
    const org = await createOrganization(t.http, owner.cookie);
    const member = await newMember(t.http, org.id);
    const email = uniqueEmail('nope');
    await request(t.http)
      .post(`${ORG}/invite-member`)
      .set('Cookie', member.cookie)
      .send({ email, role: 'member', organizationId: org.id })
      .expect(403);

    expect(await onlyEvent(t.http, admin.cookie, 'organization.invite-member', org.id)).toMatchObject({
      actorId: member.userId,
      result: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
      metadata: { email, role: 'member' },
    });
  });
});

function slugSuffix(): string {
  return uniqueEmail('o').split('@')[0];
}
