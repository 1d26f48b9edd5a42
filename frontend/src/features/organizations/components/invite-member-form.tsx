import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { ORGANIZATION_ROLES } from '../organization.types';

type Role = (typeof ORGANIZATION_ROLES)[number];

export function InviteMemberForm({
  onInvite,
  isPending,
}: {
  onInvite: (input: { email: string; role: Role }) => void;
  isPending: boolean;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onInvite({ email: email.trim(), role });
    setEmail('');
  }

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Invite by e-mail"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          w={260}
        />
        <Select
          label="Role"
          data={[...ORGANIZATION_ROLES]}
          value={role}
          onChange={(value) => setRole(value ?? 'member')}
          allowDeselect={false}
          w={130}
        />
        <Button type="submit" loading={isPending}>
          Send invitation
        </Button>
      </Group>
    </form>
  );
}
