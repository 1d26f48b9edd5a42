import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { confirmAction } from '../../../components/confirm-dialog';
import type { BanInput } from '../api/user-mutations';

const DAY_SECONDS = 86_400;
const DURATIONS = [
  { value: 'forever', label: 'Until unbanned' },
  { value: String(3600), label: '1 hour' },
  { value: String(DAY_SECONDS), label: '1 day' },
  { value: String(7 * DAY_SECONDS), label: '7 days' },
  { value: String(30 * DAY_SECONDS), label: '30 days' },
];

interface BanUserFormProps {
  /** The user's address, named in the confirmation. */
  email: string;
  onBan: (input: BanInput) => void;
  isPending: boolean;
}

export function BanUserForm({ email, onBan, isPending }: BanUserFormProps) {
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('forever');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const banReason = reason.trim() || undefined;
    const period = DURATIONS.find((option) => option.value === duration)?.label.toLowerCase() ?? duration;
    confirmAction({
      title: 'Ban user',
      message: `${email} is signed out everywhere and refused sign-in (${period}). Reason: ${banReason ?? 'no reason given'}.`,
      confirmLabel: 'Ban user',
      isDestructive: true,
      onConfirm: () => onBan({ banReason, banExpiresIn: duration === 'forever' ? undefined : Number(duration) }),
    });
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label="Ban reason"
            placeholder="No reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Select
            label="Ban expires"
            data={DURATIONS}
            value={duration}
            onChange={(value) => setDuration(value ?? 'forever')}
            allowDeselect={false}
          />
        </Group>
        <Group>
          <Button type="submit" color="red" loading={isPending}>
            Ban user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
