import { oneOf, optionalInteger, optionalString } from '../../lib/search-params';

const SEARCH_FIELDS = ['email', 'name'] as const;
const SEARCH_OPERATORS = ['contains', 'starts_with', 'ends_with'] as const;
export const SORT_FIELDS = ['createdAt', 'name', 'email'] as const;
/** The service filters on one field at a time, so the filters are presets of field, operator and value. */
const USER_FILTERS = ['admins', 'banned', 'not-banned', 'verified', 'unverified'] as const;
export const PAGE_SIZE = 20;

export type UserFilter = (typeof USER_FILTERS)[number];

/** The users list's state, kept in the URL so a view can be linked and the back button works. */
export interface UserListParams {
  q?: string;
  field?: (typeof SEARCH_FIELDS)[number];
  op?: (typeof SEARCH_OPERATORS)[number];
  filter?: UserFilter;
  sortBy?: (typeof SORT_FIELDS)[number];
  dir?: 'asc' | 'desc';
  page?: number;
}

export function parseUserListParams(search: Record<string, unknown>): UserListParams {
  return {
    q: optionalString(search.q),
    field: oneOf(search.field, SEARCH_FIELDS),
    op: oneOf(search.op, SEARCH_OPERATORS),
    filter: oneOf(search.filter, USER_FILTERS),
    sortBy: oneOf(search.sortBy, SORT_FIELDS),
    dir: oneOf(search.dir, ['asc', 'desc'] as const),
    page: optionalInteger(search.page, 1),
  };
}

const FILTER_QUERIES: Record<
  UserFilter,
  { filterField: string; filterOperator: 'eq' | 'contains'; filterValue: string }
> = {
  admins: { filterField: 'role', filterOperator: 'contains', filterValue: 'admin' },
  banned: { filterField: 'banned', filterOperator: 'eq', filterValue: 'true' },
  'not-banned': { filterField: 'banned', filterOperator: 'eq', filterValue: 'false' },
  verified: { filterField: 'emailVerified', filterOperator: 'eq', filterValue: 'true' },
  unverified: { filterField: 'emailVerified', filterOperator: 'eq', filterValue: 'false' },
};

/** The list-users query for these params. */
export function toListUsersQuery(params: UserListParams) {
  const page = params.page ?? 1;
  return {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sortBy: params.sortBy ?? 'createdAt',
    sortDirection: params.dir ?? 'desc',
    ...(params.q
      ? { searchValue: params.q, searchField: params.field ?? 'email', searchOperator: params.op ?? 'contains' }
      : {}),
    ...(params.filter ? FILTER_QUERIES[params.filter] : {}),
  };
}
