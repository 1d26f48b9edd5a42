import { OrganizationMemberships } from '../../../src/identity/access/organization-memberships';
import { UserModel } from '../../../src/identity/user/user.model';
import { generateId } from '../../../src/platform/common/crypto/random';
import { MemberModel } from '../../../src/manage/organization/models/member.model';
import { OrganizationRoleModel } from '../../../src/manage/organization/models/organization-role.model';
import { OrganizationModel } from '../../../src/manage/organization/models/organization.model';
import { OrganizationMembershipSource } from '../../../src/manage/organization/organization-membership-source';
import { MemberRepository } from '../../../src/manage/organization/repositories/member.repository';
import { OrganizationRoleRepository } from '../../../src/manage/organization/repositories/organization-role.repository';
import { OrganizationRepository } from '../../../src/manage/organization/repositories/organization.repository';
import { SsoProvider } from '../../../src/sign-in/sso/sso-provider.types';
import { SsoProviderModel } from '../../../src/sign-in/sso/providers/sso-provider.model';
import { SsoProviderRepository } from '../../../src/sign-in/sso/providers/sso-provider.repository';
import { SsoProviders } from '../../../src/sign-in/sso/providers/sso-providers';
import { Medium, createUser, openMedium } from '../support/medium-services';
import { TestClock } from '../../support/test-clock';

describe('finding the SSO provider a sign-in names', () => {
  let medium: Medium;
  let lookups: SsoProviders;
  let rows: SsoProviderRepository;
  let organizations: OrganizationRepository;
  let userId: string;

  const stored = async (providerId: string, domain: string, organizationId: string | null = null) => {
    const provider: SsoProvider = {
      id: generateId(),
      providerId,
      issuer: `https://${providerId}.example`,
      domain,
      organizationId,
      userId,
      domainVerified: false,
      oidcConfig: {
        issuer: `https://${providerId}.example`,
        pkce: true,
        clientId: 'client',
        clientSecret: 'secret',
        discoveryEndpoint: `https://${providerId}.example/.well-known/openid-configuration`,
      },
      samlConfig: null,
    };
    return (await rows.create(provider))!;
  };

  beforeAll(async () => {
    medium = await openMedium();
    rows = new SsoProviderRepository(SsoProviderModel);
    organizations = new OrganizationRepository(OrganizationModel, MemberModel);
    const memberships = new OrganizationMemberships();
    new OrganizationMembershipSource(
      new MemberRepository(MemberModel, UserModel),
      organizations,
      new OrganizationRoleRepository(OrganizationRoleModel),
      memberships,
      new TestClock(),
    ).onModuleInit();
    lookups = new SsoProviders(rows, memberships);
    userId = (await createUser(medium)).id;
  });

  afterAll(async () => {
    await medium.close();
  });

  it('finds a provider by providerId with its settings read back from JSON, and null for an unknown one', async () => {
    const provider = await stored('by-id', 'by-id.example');

    expect(await lookups.findByProviderId('by-id')).toEqual(provider);
    expect(provider.oidcConfig).toMatchObject({ clientId: 'client', pkce: true });
    expect(await lookups.findByProviderId('nobody')).toBeNull();
  });

  it('refuses a second provider with the same providerId', async () => {
    await stored('taken', 'taken.example');
    await expect(stored('taken', 'other.example')).resolves.toBeNull();
  });

  it('finds a provider by an e-mail’s domain: exactly, in a comma-joined list, or as a parent domain', async () => {
    const single = await stored('single', 'single.example');
    const listed = await stored('listed', 'first.example, second.example');

    expect((await lookups.findByEmail('ada@Single.Example'))?.providerId).toBe(single.providerId);
    expect((await lookups.findByDomain('second.example'))?.providerId).toBe(listed.providerId);
    expect((await lookups.findByEmail('ada@hr.first.example'))?.providerId).toBe(listed.providerId);
    expect(await lookups.findByEmail('ada@notsingle.example')).toBeNull();
    expect(await lookups.findByEmail('no-domain')).toBeNull();
    expect(lookups.coversEmail(listed, 'grace@second.example')).toBe(true);
    expect(lookups.coversEmail(listed, 'grace@gmail.com')).toBe(false);
  });

  it('finds an organization’s provider by the organization’s slug', async () => {
    const organizationId = generateId();
    await organizations.create({
      id: organizationId,
      name: 'Acme',
      slug: 'acme-lookups',
      logo: null,
      metadata: null,
      createdAt: medium.clock.now(),
    });
    const provider = await stored('acme-org', 'acme-org.example', organizationId);

    expect((await lookups.findByOrganizationSlug('acme-lookups'))?.providerId).toBe(provider.providerId);
    expect(await lookups.findByOrganizationSlug('no-such-slug')).toBeNull();
  });

  it('marks a domain verified only while the provider still has the domain that was checked', async () => {
    const provider = await stored('verified', 'verified.example');

    expect(await rows.markDomainVerified(provider.id, 'changed.example')).toBe(false);
    expect(await rows.markDomainVerified(provider.id, 'verified.example')).toBe(true);
    expect((await lookups.findByProviderId('verified'))?.domainVerified).toBe(true);
  });
});
