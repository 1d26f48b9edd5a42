import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { splitRoles } from '../../../lib/roles';
import { useSetRole, useSetUserPassword } from '../api/user-mutations';
import type { AdminUser } from '../user.types';
import { RoleInput } from './role-input';

export function UserAccessSection({ user }: { user: AdminUser }) {
  const [roles, setRoles] = useState(splitRoles(user.role ?? 'user'));
  const [password, setPassword] = useState('');
  const setRole = useSetRole(user.id);
  const setUserPassword = useSetUserPassword(user.id);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <RoleInput value={roles} onChange={setRoles} />
        <ErrorAlert error={setRole.error} />
        <Group>
          <Button
            loading={setRole.isPending}
            disabled={roles.length === 0}
            onClick={() => setRole.mutate(roles, { onSuccess: () => notifySuccess('Roles saved.') })}
          >
            Save roles
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm">
        <PasswordInput
          label="New password"
          description="8 to 128 characters; the user's sessions stay signed in"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <ErrorAlert error={setUserPassword.error} />
        <Group>
          <Button
            variant="default"
            loading={setUserPassword.isPending}
            disabled={password.length === 0}
            onClick={() =>
              setUserPassword.mutate(password, {
                onSuccess: () => {
                  setPassword('');
                  notifySuccess('Password set.');
                },
              })
            }
          >
            Set password
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
