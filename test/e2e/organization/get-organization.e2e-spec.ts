import {
  NOT_A_MEMBER_OF_THE_ORGANIZATION as NOT_A_MEMBER,
  ORGANIZATION_NOT_FOUND,
  UNAUTHORIZED,
} from '../../support/organization-errors';
import { organizationsSuite } from '../../support/organization-fixtures';
import { setActiveOrganization } from '../../support/organizations';

describe('GET /organization/get-organization', () => {
  const { t, outsider, get, ownerWithOrganization } = organizationsSuite();

  it('answers the organization by id and by slug, without its members', async () => {
    const { owner, org } = await ownerWithOrganization({ name: 'Plain Read' });
    const expected = {
      id: org.id,
      name: 'Plain Read',
      slug: org.slug,
      logo: null,
      metadata: null,
      createdAt: org.createdAt,
    };

    expect((await get('get-organization', owner.cookie, { organizationId: org.id }).expect(200)).body).toEqual(
      expected,
    );
    expect((await get('get-organization', owner.cookie, { organizationSlug: org.slug }).expect(200)).body).toEqual(
      expected,
    );
  });

  it('answers the active organization when none is named', async () => {
    const { owner, org } = await ownerWithOrganization();
    await setActiveOrganization(t.http, owner.cookie, org.id);

    expect((await get('get-organization', owner.cookie).expect(200)).body).toMatchObject({ id: org.id });
  });

  it('answers the JSON literal null when none is named and none is active', async () => {
    const response = await get('get-organization', outsider.cookie).expect(200);
    expect(response.text).toBe('null');
  });

  it('refuses a non-member with 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, by id and by slug', async () => {
    const { org } = await ownerWithOrganization();

    expect((await get('get-organization', outsider.cookie, { organizationId: org.id }).expect(403)).body).toEqual(
      NOT_A_MEMBER,
    );
    expect((await get('get-organization', outsider.cookie, { organizationSlug: org.slug }).expect(403)).body).toEqual(
      NOT_A_MEMBER,
    );
  });

  it('refuses an unknown id or slug with 400 ORGANIZATION_NOT_FOUND', async () => {
    expect(
      (await get('get-organization', outsider.cookie, { organizationId: 'no-such-org' }).expect(400)).body,
    ).toEqual(ORGANIZATION_NOT_FOUND);
    expect(
      (await get('get-organization', outsider.cookie, { organizationSlug: 'no-such-slug' }).expect(400)).body,
    ).toEqual(ORGANIZATION_NOT_FOUND);
  });

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    expect((await get('get-organization', null).expect(401)).body).toEqual(UNAUTHORIZED);
  });
});
