import { useState } from 'react';
import { Avatar, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { PublicClient } from '../api/public-client';
import { describeScope, isScopeRequired } from '../scope-descriptions';

interface ConsentFormProps {
  client: PublicClient;
  /** The scopes the app asked for, in its order. */
  requestedScopes: string[];
  /** `accepted` is the scopes left ticked, all when `accept` is false. */
  onAnswer: (accept: boolean, accepted: string[]) => void;
  /** Which button was pressed while its answer is on its way. */
  pendingAnswer?: 'accept' | 'deny';
  error?: unknown;
}

/** What the app asks for, in plain words; the optional scopes can be left out. */
export function ConsentForm({ client, requestedScopes, onAnswer, pendingAnswer, error }: ConsentFormProps) {
  const [accepted, setAccepted] = useState(() => new Set(requestedScopes));
  const name = client.client_name ?? client.client_id;

  function toggle(scope: string, isTicked: boolean) {
    const next = new Set(accepted);
    if (isTicked) next.add(scope);
    else next.delete(scope);
    setAccepted(next);
  }

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={client.logo_uri} alt={`${name} logo`} radius="sm" size="lg">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <Text fw={600}>{name}</Text>
          {client.client_uri && (
            <Text size="sm" c="dimmed">
              {client.client_uri}
            </Text>
          )}
        </div>
      </Group>
      <Text size="sm">{name} would like to:</Text>
      <Stack gap="xs" role="group" aria-label="Requested permissions">
        {requestedScopes.map((scope) => (
          <Checkbox
            key={scope}
            label={describeScope(scope)}
            description={isScopeRequired(scope) ? 'Required' : undefined}
            checked={accepted.has(scope)}
            disabled={isScopeRequired(scope) || pendingAnswer !== undefined}
            onChange={(event) => toggle(scope, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <ErrorAlert error={error} />
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={pendingAnswer === 'deny'}
          disabled={pendingAnswer === 'accept'}
          onClick={() => onAnswer(false, requestedScopes)}
        >
          Deny
        </Button>
        <Button
          loading={pendingAnswer === 'accept'}
          disabled={pendingAnswer === 'deny'}
          onClick={() =>
            onAnswer(
              true,
              requestedScopes.filter((scope) => accepted.has(scope)),
            )
          }
        >
          Accept
        </Button>
      </Group>
    </Stack>
  );
}
