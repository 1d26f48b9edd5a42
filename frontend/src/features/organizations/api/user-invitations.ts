import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { Invitation } from '../organization.types';
import { organizationKeys } from './keys';

interface UserInvitation extends Invitation {
  organizationName: string;
}

/** Pending invitations to the signed-in user's address. */
export const userInvitationsQueryOptions = queryOptions({
  queryKey: organizationKeys.userInvitations(),
  queryFn: async () => (await unwrap(authClient.organization.listUserInvitations())) as unknown as UserInvitation[],
});
