import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { sessionKeys } from '../features/session/api/session-query';
import { createQueryClient } from './query-client';

const SESSION = { session: { id: 's' }, user: { id: 'u' } };

describe('createQueryClient', () => {
  it('forgets the session and signs out when a call answers UNAUTHORIZED', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient(onSignedOut);
    client.setQueryData(sessionKeys.current, SESSION);

    await client
      .fetchQuery({
        queryKey: ['keys'],
        queryFn: () => Promise.reject(new ApiError('UNAUTHORIZED', 'Unauthorized', 401)),
      })
      .catch(() => {});

    expect(client.getQueryData(sessionKeys.current)).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('keeps the session on other 401s', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient(onSignedOut);
    client.setQueryData(sessionKeys.current, SESSION);
    const refusal = new ApiError(
      'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
      'You are not allowed to delete this member',
      401,
    );

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusal) })
      .execute(undefined)
      .catch(() => {});

    expect(client.getQueryData(sessionKeys.current)).toEqual(SESSION);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('keeps the session on other refusals, without retrying them', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient(onSignedOut);
    client.setQueryData(sessionKeys.current, SESSION);
    const queryFn = vi.fn(() =>
      Promise.reject(new ApiError('YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', 'You are not allowed to list users', 403)),
    );

    await client
      .fetchQuery({ queryKey: ['users'], queryFn, retry: client.getDefaultOptions().queries?.retry })
      .catch(() => {});

    expect(client.getQueryData(sessionKeys.current)).toEqual(SESSION);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(queryFn).toHaveBeenCalledOnce();
  });
});
