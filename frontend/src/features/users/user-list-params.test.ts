import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, parseUserListParams, toListUsersQuery } from './user-list-params';

describe('the users list params', () => {
  it('reads valid search params and drops malformed ones', () => {
    expect(
      parseUserListParams({ q: 'ada', field: 'name', op: 'bogus', filter: 'banned', page: '3', dir: 'sideways' }),
    ).toEqual({
      q: 'ada',
      field: 'name',
      op: undefined,
      filter: 'banned',
      sortBy: undefined,
      dir: undefined,
      page: 3,
    });
  });

  it('asks the service for the page, search and filter the params describe', () => {
    expect(
      toListUsersQuery({ q: 'ada', op: 'starts_with', filter: 'banned', page: 2, sortBy: 'email', dir: 'asc' }),
    ).toEqual({
      limit: PAGE_SIZE,
      offset: PAGE_SIZE,
      sortBy: 'email',
      sortDirection: 'asc',
      searchValue: 'ada',
      searchField: 'email',
      searchOperator: 'starts_with',
      filterField: 'banned',
      filterOperator: 'eq',
      filterValue: 'true',
    });
  });

  it('filters admins with contains, as roles are stored comma-joined', () => {
    expect(toListUsersQuery({ filter: 'admins' })).toMatchObject({
      filterField: 'role',
      filterOperator: 'contains',
      filterValue: 'admin',
    });
  });

  it('lists the newest users first with no params', () => {
    expect(toListUsersQuery({})).toEqual({ limit: PAGE_SIZE, offset: 0, sortBy: 'createdAt', sortDirection: 'desc' });
  });
});
