import type { UserListParams } from '../user-list-params';

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => [...userKeys.all, 'list', params] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
  sessions: (userId: string) => [...userKeys.all, 'sessions', userId] as const,
  lock: (userId: string) => [...userKeys.all, 'lock', userId] as const,
};
