import { Badge, Group } from '@mantine/core';
import { splitRoles } from '../../../lib/roles';
import type { AdminUser } from '../user.types';

/** Roles and states as words, so colour is never the only signal. */
export function UserStatusBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4} wrap="wrap">
      {splitRoles(user.role ?? 'user').map((role) => (
        <Badge key={role} variant="light" color={role === 'admin' ? 'indigo' : 'gray'}>
          {role}
        </Badge>
      ))}
      {user.banned && <Badge color="red">Banned</Badge>}
      {user.twoFactorEnabled && (
        <Badge variant="light" color="teal" title="Two-factor authentication is on">
          2FA
        </Badge>
      )}
      {!user.emailVerified && (
        <Badge variant="outline" color="gray">
          Unverified
        </Badge>
      )}
    </Group>
  );
}
