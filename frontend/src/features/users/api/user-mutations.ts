import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { AdminUser } from '../user.types';
import { userKeys } from './keys';

/**
 * A change to one user: the answer updates their cached record, and lists showing them refresh. Fields
 * the answer lacks (the passkey count, which only some admin calls answer) keep their cached value.
 */
export function useUserChange<TInput>(userId: string, call: (input: TInput) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUser>(userKeys.detail(userId), (cached) =>
        cached ? { ...cached, ...user } : user,
      );
      void queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'list'] });
    },
  });
}

export interface BanInput {
  banReason?: string;
  banExpiresIn?: number;
}

export function useBanUser(userId: string) {
  return useUserChange(
    userId,
    async (input: BanInput) => (await unwrap(authClient.admin.banUser({ userId, ...input }))).user as AdminUser,
  );
}

export function useUnbanUser(userId: string) {
  return useUserChange(userId, async () => (await unwrap(authClient.admin.unbanUser({ userId }))).user as AdminUser);
}

export function useSetRole(userId: string) {
  return useUserChange(userId, async (roles: string[]) => {
    // The client's type lists only the built-in roles; the service accepts any configured ones.
    const role = roles as unknown as 'admin';
    return (await unwrap(authClient.admin.setRole({ userId, role }))).user;
  });
}

export function useUpdateUser(userId: string) {
  return useUserChange(
    userId,
    async (data: { name: string; email: string }) =>
      (await unwrap(authClient.admin.updateUser({ userId, data }))) as unknown as AdminUser,
  );
}

export function useSetUserPassword(userId: string) {
  return useMutation({
    mutationFn: (newPassword: string) => unwrap(authClient.admin.setUserPassword({ userId, newPassword })),
  });
}

export function useRemoveUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.admin.removeUser({ userId })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: userKeys.detail(userId) });
      void queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'list'] });
    },
  });
}

interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  role: string[];
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ role, ...input }: CreateUserInput) =>
      (await unwrap(authClient.admin.createUser({ ...input, role: role as unknown as 'admin' }))).user as AdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'list'] }),
  });
}
