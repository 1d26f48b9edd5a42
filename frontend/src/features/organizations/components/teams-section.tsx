import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash, IconX } from '@tabler/icons-react';
import { EmptyState } from '../../../components/loading-state';
import { UserText } from '../../../components/user-text';
import { notifyError } from '../../../lib/notify';
import { teamMembersQueryOptions, useCreateTeam, useRemoveTeam, useTeamMembership } from '../api/teams';
import type { Member, Team } from '../organization.types';

function TeamCard({ team, members, onRemove }: { team: Team; members: Member[]; onRemove: () => void }) {
  const teamMembers = useQuery(teamMembersQueryOptions(team.id));
  const { add, remove } = useTeamMembership(team.id);
  const memberIds = new Set((teamMembers.data ?? []).map((teamMember) => teamMember.userId));
  const byUserId = new Map(members.map((member) => [member.userId, member]));
  const candidates = members.filter((member) => !memberIds.has(member.userId));

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <UserText fw={600}>{team.name}</UserText>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete team ${team.name}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap={4}>
        {(teamMembers.data ?? []).map((teamMember) => {
          const email = byUserId.get(teamMember.userId)?.user.email ?? teamMember.userId;
          return (
            <Group key={teamMember.id} justify="space-between" gap="xs">
              <UserText size="sm">{email}</UserText>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Remove ${email} from ${team.name}`}
                onClick={() => remove.mutate(teamMember.userId, { onError: notifyError })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {teamMembers.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No members yet.
          </Text>
        )}
        {candidates.length > 0 && (
          <Select
            aria-label={`Add a member to ${team.name}`}
            placeholder="Add a member…"
            data={candidates.map((member) => ({ value: member.userId, label: member.user.email }))}
            value={null}
            onChange={(userId) => userId && add.mutate(userId, { onError: notifyError })}
            size="xs"
          />
        )}
      </Stack>
    </Paper>
  );
}

export function TeamsSection({
  organizationId,
  teams,
  members,
}: {
  organizationId: string;
  teams: Team[];
  members: Member[];
}) {
  const [name, setName] = useState('');
  const create = useCreateTeam(organizationId);
  const removeTeam = useRemoveTeam(organizationId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: () => setName(''), onError: notifyError });
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput label="New team" required value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
          <Button type="submit" variant="light" loading={create.isPending}>
            Create team
          </Button>
        </Group>
      </form>
      {teams.length === 0 ? (
        <EmptyState title="No teams" />
      ) : (
        teams.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            members={members}
            onRemove={() => removeTeam.mutate(team.id, { onError: notifyError })}
          />
        ))
      )}
    </Stack>
  );
}
