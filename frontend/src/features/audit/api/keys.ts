import type { AuditListParams } from '../audit-list-params';

export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
  actions: () => [...auditKeys.all, 'actions'] as const,
};
