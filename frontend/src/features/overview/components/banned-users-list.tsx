import { List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/anchor-link';
import { UserText } from '../../../components/user-text';
import { EmptyState, LoadingState } from '../../../components/loading-state';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDate } from '../../../lib/format-date';
import { usersQueryOptions } from '../../users/api/list-users';

/** The newest banned users, each linking to their page. */
export function BannedUsersList() {
  const banned = useQuery(usersQueryOptions({ filter: 'banned' }));
  if (banned.isPending) return <LoadingState />;
  if (banned.error) return <ErrorAlert error={banned.error} />;
  if (banned.data.users.length === 0) return <EmptyState title="Nobody is banned" />;
  return (
    <List spacing="xs" listStyleType="none">
      {banned.data.users.slice(0, 6).map((user) => (
        <List.Item key={user.id}>
          <AnchorLink to="/users/$userId" params={{ userId: user.id }} fw={600} size="sm">
            <UserText component="span" size="sm" fw={600}>
              {user.email}
            </UserText>
          </AnchorLink>
          <UserText size="xs" c="dimmed" lines={2}>
            {`${user.banReason ?? 'No reason'} · ${user.banExpires ? `until ${formatDate(user.banExpires)}` : 'no expiry'}`}
          </UserText>
        </List.Item>
      ))}
    </List>
  );
}
