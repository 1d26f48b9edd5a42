import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { createKey, createKeyOnServer } from '../../support/api-keys';
import { auditEvents, onlyEvent, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { ORG, createOrganization, invite, newMember } from '../../support/organizations';
import { SmtpSink } from '../../support/smtp-sink';

describe('audit events of API keys and organization memberships', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  describe('API keys', () => {
    it('records a key created, updated and deleted by its owner, never the key itself', async () => {
      const user = await signUp(t.http);
      const key = await createKey(t.http, user.cookie, { name: 'ci' });
      await request(t.http)
        .post('/api/auth/api-key/update')
        .set('Cookie', user.cookie)
        .send({ keyId: key.id, name: 'deploy' })
        .expect(200);
      await request(t.http)
        .post('/api/auth/api-key/delete')
        .set('Cookie', user.cookie)
        .send({ keyId: key.id })
        .expect(200);

      const events = await auditEvents(t.http, admin.cookie, { targetId: key.id });
      expect(
        sorted(events.map((event) => [event.action, event.actorId, event.targetType, event.result, event.metadata])),
      ).toEqual(
        sorted([
          ['api-key.delete', user.userId, 'api-key', 'success', { userId: user.userId }],
          ['api-key.update', user.userId, 'api-key', 'success', { userId: user.userId }],
          ['api-key.create', user.userId, 'api-key', 'success', { userId: user.userId, name: 'ci' }],
        ]),
      );
      expect(JSON.stringify(events)).not.toContain(key.key);
    });

    it('records a key a trusted backend made for a user with no actor', async () => {
      const user = await signUp(t.http);
      const key = await createKeyOnServer(t.http, user.userId, { remaining: 5 });

      expect(await onlyEvent(t.http, admin.cookie, 'api-key.create', key.id)).toMatchObject({
        actorId: null,
        metadata: { userId: user.userId },
      });
    });

    it("records a refused deletion of someone else's key with KEY_NOT_FOUND", async () => {
      const owner = await signUp(t.http);
      const other = await signUp(t.http);
      const key = await createKey(t.http, owner.cookie);
      await request(t.http)
        .post('/api/auth/api-key/delete')
        .set('Cookie', other.cookie)
        .send({ keyId: key.id })
        .expect(404);

      expect(await onlyEvent(t.http, admin.cookie, 'api-key.delete', key.id)).toMatchObject({
        actorId: other.userId,
        result: 'KEY_NOT_FOUND',
      });
    });
  });

  describe('organization memberships', () => {
    it('records a member added by a trusted backend, their role change and their removal', async () => {
      const owner = await signUp(t.http);
      const org = await createOrganization(t.http, owner.cookie);
      const member = await newMember(t.http, org.id, 'member');
      await request(t.http)
        .post(`${ORG}/update-member-role`)
        .set('Cookie', owner.cookie)
        .send({ organizationId: org.id, memberId: member.memberId, role: 'admin' })
        .expect(200);
      await request(t.http)
        .post(`${ORG}/remove-member`)
        .set('Cookie', owner.cookie)
        .send({ organizationId: org.id, memberIdOrEmail: member.memberId })
        .expect(200);

      const events = (await auditEvents(t.http, admin.cookie, { targetId: org.id })).filter(
        (event) => event.action !== 'organization.create',
      );
      expect(sorted(events.map((event) => [event.action, event.actorId, event.targetType, event.result]))).toEqual(
        sorted([
          ['organization.remove-member', owner.userId, 'organization', 'success'],
          ['organization.update-member-role', owner.userId, 'organization', 'success'],
          ['organization.add-member', null, 'organization', 'success'],
        ]),
      );
      expect(events.map((event) => event.metadata.userId)).toEqual([member.userId, member.userId, member.userId]);
      expect(events.find((event) => event.action === 'organization.update-member-role')!.metadata.role).toBe('admin');
    });

    it('records a member leaving, and the last owner refused with the catalogue code', async () => {
      const owner = await signUp(t.http);
      const org = await createOrganization(t.http, owner.cookie);
      const member = await newMember(t.http, org.id);
      await request(t.http)
        .post(`${ORG}/leave`)
        .set('Cookie', member.cookie)
        .send({ organizationId: org.id })
        .expect(200);
      await request(t.http)
        .post(`${ORG}/leave`)
        .set('Cookie', owner.cookie)
        .send({ organizationId: org.id })
        .expect(400);

      const events = await auditEvents(t.http, admin.cookie, { targetId: org.id, action: 'organization.leave' });
      expect(sorted(events.map((event) => [event.actorId, event.result]))).toEqual(
        sorted([
          [owner.userId, 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER'],
          [member.userId, 'success'],
        ]),
      );
    });

    it('records an accepted invitation with the new member as actor', async () => {
      const owner = await signUp(t.http);
      const org = await createOrganization(t.http, owner.cookie);
      const email = uniqueEmail('invited');
      await invite(t.http, owner.cookie, { email, role: 'member', organizationId: org.id });
      const invitationId = SmtpSink.linkIn(await t.mail.waitFor(email), '/accept-invitation/').split(
        '/accept-invitation/',
      )[1];
      const invitee = await signUp(t.http, { email });
      await request(t.http)
        .post(`${ORG}/accept-invitation`)
        .set('Cookie', invitee.cookie)
        .send({ invitationId })
        .expect(200);

      expect(await onlyEvent(t.http, admin.cookie, 'organization.accept-invitation', org.id)).toMatchObject({
        actorId: invitee.userId,
        result: 'success',
        metadata: { invitationId, role: 'member' },
      });
    });
  });
});
