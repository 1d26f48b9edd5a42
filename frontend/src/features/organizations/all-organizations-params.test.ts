import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, parseAllOrganizationsParams, toListOrganizationsQuery } from './all-organizations-params';

describe('the all-organizations list params', () => {
  it('reads valid search params and drops malformed ones', () => {
    expect(parseAllOrganizationsParams({ q: 'acme', sortBy: 'memberCount', dir: 'sideways', page: '0' })).toEqual({
      q: 'acme',
      sortBy: 'memberCount',
      dir: undefined,
      page: undefined,
    });
    expect(parseAllOrganizationsParams({ sortBy: 'owner', page: '3' })).toMatchObject({ sortBy: undefined, page: 3 });
  });

  it('asks for the newest first on the first page by default', () => {
    expect(toListOrganizationsQuery({})).toEqual({
      limit: PAGE_SIZE,
      offset: 0,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('asks the service for the page, search and order the params describe', () => {
    expect(toListOrganizationsQuery({ q: 'acme', sortBy: 'name', dir: 'asc', page: 3 })).toEqual({
      limit: PAGE_SIZE,
      offset: 2 * PAGE_SIZE,
      sortBy: 'name',
      sortDirection: 'asc',
      searchValue: 'acme',
    });
  });
});
