import { Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/anchor-link';
import { UserText } from '../../../components/user-text';
import type { AuditEvent, AuditUserNames } from '../audit.types';
import classes from './audit-table.module.css';

/** At most this wide, so one long name cannot take the columns' room; the rest shows on hover. */
const PERSON_WIDTH = 200;

/** Where an event no signed-in user made came from, in words. */
const ORIGIN_WORDS: Record<NonNullable<AuditEvent['origin']>, string> = {
  cli: 'command line',
  system: 'the service itself',
};

/** A user by name and e-mail, linking to their page; the id shows on hover (or alone, for a user since deleted). */
function UserLink({ userId, users }: { userId: string; users: AuditUserNames }) {
  const user = users[userId];
  if (!user) {
    return (
      <AnchorLink to="/users/$userId" params={{ userId }} className={classes.id} title={userId}>
        {userId}
      </AnchorLink>
    );
  }
  return (
    <div>
      <AnchorLink to="/users/$userId" params={{ userId }} size="xs" fw={600}>
        <UserText
          component="span"
          size="xs"
          fw={600}
          lines={2}
          maw={PERSON_WIDTH}
          fullText={`${user.name}, id ${userId}`}
        >
          {user.name}
        </UserText>
      </AnchorLink>
      <UserText size="xs" c="dimmed" lines={2} maw={PERSON_WIDTH}>
        {user.email}
      </UserText>
    </div>
  );
}

export function Actor({ event, users }: { event: AuditEvent; users: AuditUserNames }) {
  return (
    <Stack gap={2}>
      {event.actorId ? (
        <UserLink userId={event.actorId} users={users} />
      ) : (
        <Text size="xs" c="dimmed">
          {event.origin ? ORIGIN_WORDS[event.origin] : 'Not signed in'}
        </Text>
      )}
      {event.impersonatedBy && (
        <>
          <Text size="xs">impersonated by</Text>
          <UserLink userId={event.impersonatedBy} users={users} />
        </>
      )}
    </Stack>
  );
}

export function Target({ event, users }: { event: AuditEvent; users: AuditUserNames }) {
  if (!event.targetId) return <Text size="xs">—</Text>;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {event.targetType}
      </Text>
      {event.targetType === 'user' ? (
        <UserLink userId={event.targetId} users={users} />
      ) : (
        <span className={classes.id} title={event.targetId}>
          {event.targetId}
        </span>
      )}
    </Stack>
  );
}
