import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { ORG, createOrganization, invite, orgError, storedSession } from '../../support/organizations';
import { SmtpSink } from '../../support/smtp-sink';

const VERIFICATION_REQUIRED = orgError(
  'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
  'Email verification required before accepting or rejecting invitation',
);

interface Organization {
  owner: SignedUpUser;
  organizationId: string;
  name: string;
  /** The default team, made with the organization. */
  teamId: string;
}

/** A new organization of `owner`'s, active in their session, with its default team. */
async function ownedOrganization(t: TestApp, owner: SignedUpUser): Promise<Organization> {
  const name = `Org ${uniqueEmail('n').split('@')[0]}`;
  const organization = await createOrganization(t.http, owner.cookie, { name });
  const teamId = (await storedSession(t.http, owner.cookie)).activeTeamId;
  return { owner, organizationId: organization.id, name, teamId };
}

function calls(t: TestApp) {
  const post = (path: string, cookie: string, body: Record<string, unknown>) => request(t.http).post(`${ORG}/${path}`).set('Cookie', cookie).send(body);
  return {
    invite: (cookie: string, body: Record<string, unknown>) => post('invite-member', cookie, body),
    accept: (cookie: string, invitationId: string) => post('accept-invitation', cookie, { invitationId }),
    reject: (cookie: string, invitationId: string) => post('reject-invitation', cookie, { invitationId }),
    cancel: (cookie: string, invitationId: string) => post('cancel-invitation', cookie, { invitationId }),
    get: (cookie: string, id: string) => request(t.http).get(`${ORG}/get-invitation`).set('Cookie', cookie).query({ id }),
  };
}

describe('organization invitations with an invitation limit and e-mail verification required', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;

  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { organization: { invitationLimit: 2, requireEmailVerificationOnInvitation: true } } });
    api = calls(t);
    owner = await signUp(t.http);
  });

  afterAll(() => t.close());

  it('refuses a third pending invitation with 403 INVITATION_LIMIT_REACHED, and allows it once one is canceled', async () => {
    const org = await ownedOrganization(t, owner);
    const first = await invite(t.http, org.owner.cookie, { email: uniqueEmail(), role: 'member' });
    await invite(t.http, org.owner.cookie, { email: uniqueEmail(), role: 'member' });
    const third = { email: uniqueEmail(), role: 'member' };
    expect((await api.invite(org.owner.cookie, third).expect(403)).body).toEqual(orgError('INVITATION_LIMIT_REACHED', 'Invitation limit reached'));
    await api.cancel(org.owner.cookie, first.id).expect(200);
    await api.invite(org.owner.cookie, third).expect(200);
  });

  it('refuses an unverified invitee with 403 EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION, then accepts once verified', async () => {
    const org = await ownedOrganization(t, owner);
    const email = uniqueEmail('unverified');
    const invitation = await invite(t.http, org.owner.cookie, { email, role: 'member' });
    const invitee = await signUp(t.http, { email });
    expect((await api.accept(invitee.cookie, invitation.id).expect(403)).body).toEqual(VERIFICATION_REQUIRED);
    expect((await api.reject(invitee.cookie, invitation.id).expect(403)).body).toEqual(VERIFICATION_REQUIRED);

    await request(t.http).post('/api/auth/send-verification-email').send({ email }).expect(200);
    const link = SmtpSink.linkIn(await t.mail.waitFor(email, (mail) => mail.subject === 'Verify your e-mail address'), '/verify-email');
    await request(t.http).get(`/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`).expect(200);
    await api.accept(invitee.cookie, invitation.id).expect(200);
  });

  // Better Auth gates accepting and rejecting only: the accept page must still show the invitation.
  it('shows the invitation to an unverified invitee through get-invitation', async () => {
    const org = await ownedOrganization(t, owner);
    const email = uniqueEmail('unverified');
    const invitation = await invite(t.http, org.owner.cookie, { email, role: 'member' });
    const invitee = await signUp(t.http, { email });
    const response = await api.get(invitee.cookie, invitation.id).expect(200);
    expect(response.body).toMatchObject({ id: invitation.id, organizationName: org.name });
  });
});
