import { OrganizationMemberships } from '../../../src/identity/access/organization-memberships';
import { ProvisionedIdentities } from '../../../src/identity/access/provisioned-identities';
import { AuthError } from '../../../src/platform/common/errors/auth-error';
import { SsoUserResolution } from '../../../src/sign-in/sso/sign-in/sso-user-resolution.service';
import { SsoProvider } from '../../../src/sign-in/sso/sso-provider.types';
import { Medium, openMedium } from '../support/medium-services';
import { sessionService } from '../support/sessions';

const ORGANIZATION_ID = 'org-provisioned';
const META = { ipAddress: null, userAgent: null };

const provider: SsoProvider = {
  id: 'provider-row',
  providerId: 'acme-oidc',
  issuer: 'https://idp.acme-corp.test',
  domain: 'acme-corp.test',
  organizationId: ORGANIZATION_ID,
  userId: null,
  domainVerified: true,
  oidcConfig: null,
  samlConfig: null,
};

describe('single sign-on into an organization provisioned by SCIM', () => {
  let medium: Medium;
  let resolution: SsoUserResolution;
  /** externalId → user id of the connection's active SCIM users. */
  const activeUsers = new Map<string, string>();

  beforeAll(async () => {
    medium = await openMedium();
    const provisioned = new ProvisionedIdentities();
    provisioned.register({
      isProvisioned: (organizationId) => Promise.resolve(organizationId === ORGANIZATION_ID),
      activeUserFor: (organizationId, subject) =>
        Promise.resolve(organizationId === ORGANIZATION_ID ? (activeUsers.get(subject) ?? null) : null),
    });
    resolution = new SsoUserResolution(
      medium.users,
      medium.creation,
      sessionService(medium),
      new OrganizationMemberships(),
      provisioned,
    );
  });

  afterAll(async () => {
    await medium.close();
  });

  /** A user as SCIM provisions one: unverified address, no account. */
  async function provisionedUser(externalId: string) {
    const user = await medium.creation.create({
      name: 'Provisioned Name',
      email: `${externalId}@acme-corp.test`,
      credential: { password: 'not-used-by-these-tests' },
    });
    activeUsers.set(externalId, user.id);
    return user;
  }

  it('lands the IdP subject on its active provisioned user and keeps the profile SCIM wrote', async () => {
    const user = await provisionedUser('ext-ada');

    const signedIn = await resolution.signIn(
      provider,
      { subject: 'ext-ada', email: 'ada.other@acme-corp.test', emailVerified: true, name: 'IdP Name' },
      META,
    );

    expect(signedIn.isRegister).toBe(false);
    expect(signedIn.user.id).toBe(user.id);
    expect(signedIn.session.userId).toBe(user.id);
    expect(await medium.users.findById(user.id)).toMatchObject({ name: 'Provisioned Name', email: user.email });
    expect(await medium.users.findProviderAccount(provider.providerId, 'ext-ada')).toMatchObject({ userId: user.id });
  });

  it('refuses a subject without an active provisioned user with SCIM_USER_NOT_ACTIVE and makes no user', async () => {
    const attempt = resolution.signIn(
      provider,
      { subject: 'ext-unknown', email: 'unknown@acme-corp.test', emailVerified: true, name: 'Unknown' },
      META,
    );

    await expect(attempt).rejects.toBeInstanceOf(AuthError);
    await expect(attempt).rejects.toMatchObject({ code: 'SCIM_USER_NOT_ACTIVE' });
    expect(await medium.users.findByEmail('unknown@acme-corp.test')).toBeNull();
  });

  it('makes users just in time for a provider whose organization is not provisioned', async () => {
    const signedIn = await resolution.signIn(
      { ...provider, organizationId: 'org-without-scim' },
      { subject: 'jit-subject', email: 'jit@acme-corp.test', emailVerified: true, name: 'Just In Time' },
      META,
    );

    expect(signedIn.isRegister).toBe(true);
    expect(signedIn.user).toMatchObject({ email: 'jit@acme-corp.test', name: 'Just In Time' });
  });
});
