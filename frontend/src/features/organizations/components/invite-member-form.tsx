import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';

export function InviteMemberForm({
  roles,
  onInvite,
  isPending,
}: {
  /** The organization's roles, predefined and its own. */
  roles: string[];
  onInvite: (input: { email: string; role: string }) => void;
  isPending: boolean;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');

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
          data={roles}
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
