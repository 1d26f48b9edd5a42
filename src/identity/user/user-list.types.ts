type SearchOperator = 'contains' | 'starts_with' | 'ends_with';
type FilterOperator = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains';

/** One page of users: an optional text search, an optional filter, a sort, and paging. */
export interface UserListCriteria {
  search?: { field: 'email' | 'name'; operator: SearchOperator; value: string };
  filter?: { field: string; operator: FilterOperator; value: string | number | boolean };
  sort?: { field: string; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
}
