import { oneOf, optionalInteger, optionalString } from '../../lib/search-params';

const ORGANIZATION_SORT_FIELDS = ['name', 'createdAt', 'memberCount'] as const;
export const PAGE_SIZE = 20;

export type OrganizationSortField = (typeof ORGANIZATION_SORT_FIELDS)[number];

/** The all-organizations list's state, kept in the URL so a view can be linked and the back button works. */
export interface AllOrganizationsParams {
  q?: string;
  sortBy?: OrganizationSortField;
  dir?: 'asc' | 'desc';
  page?: number;
}

export function parseAllOrganizationsParams(search: Record<string, unknown>): AllOrganizationsParams {
  return {
    q: optionalString(search.q),
    sortBy: oneOf(search.sortBy, ORGANIZATION_SORT_FIELDS),
    dir: oneOf(search.dir, ['asc', 'desc'] as const),
    page: optionalInteger(search.page, 1),
  };
}

/** The list-organizations query for these params: newest first unless another order is chosen. */
export function toListOrganizationsQuery(params: AllOrganizationsParams) {
  const page = params.page ?? 1;
  return {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sortBy: params.sortBy ?? 'createdAt',
    sortDirection: params.dir ?? 'desc',
    ...(params.q ? { searchValue: params.q } : {}),
  };
}
