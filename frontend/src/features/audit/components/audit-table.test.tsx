import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithTheme } from '../../../test/render';
import type { AuditEvent } from '../audit.types';
import { AuditTable } from './audit-table';

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const EVENT: AuditEvent = {
  id: 'e1',
  action: 'admin.ban-user',
  actorId: 'admin-1',
  impersonatedBy: null,
  targetType: 'user',
  targetId: 'user-2',
  ipAddress: '203.0.113.9',
  userAgent: AGENT,
  result: 'success',
  metadata: { banReason: 'Phishing' },
  createdAt: '2026-11-24T10:00:05.000Z',
};
const EVENTS: AuditEvent[] = [
  EVENT,
  {
    ...EVENT,
    id: 'e2',
    action: 'sign-in',
    actorId: null,
    targetType: null,
    targetId: null,
    result: 'INVALID_EMAIL_OR_PASSWORD',
    metadata: { email: 'ada@example.com' },
    userAgent: null,
  },
  {
    ...EVENT,
    id: 'e3',
    action: 'api-key.create',
    actorId: 'user-2',
    impersonatedBy: 'admin-1',
    targetType: 'api-key',
    targetId: 'key-9',
    metadata: { userId: 'user-2', name: 'CI' },
  },
];

/** The table links to user pages, so it renders inside a router. */
async function renderTable() {
  const rootRoute = createRootRoute({ component: () => <AuditTable events={EVENTS} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithTheme(<RouterProvider router={router} />);
  return screen.findAllByRole('row');
}

describe('AuditTable', () => {
  it('links the actor and a user target to their pages, and says the result in words', async () => {
    const [, ban] = await renderTable();

    const links = within(ban).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['admin-1', '/users/admin-1'],
      ['user-2', '/users/user-2'],
    ]);
    expect(ban).toHaveTextContent('Success');
    expect(ban).toHaveTextContent('banReason: Phishing');
    expect(ban).toHaveTextContent('203.0.113.9');
  });

  it('shows a refused sign-in with nobody signed in and its error code', async () => {
    const [, , signIn] = await renderTable();

    expect(signIn).toHaveTextContent('Not signed in');
    expect(signIn).toHaveTextContent('INVALID_EMAIL_OR_PASSWORD');
    expect(signIn).toHaveTextContent('email: ada@example.com');
    expect(within(signIn).queryAllByRole('link')).toEqual([]);
  });

  it('names the administrator behind an impersonated action and does not link a key as a user', async () => {
    const [, , , keyCreated] = await renderTable();

    expect(keyCreated).toHaveTextContent('impersonated by admin-1');
    expect(within(keyCreated).getByText('key-9').closest('a')).toBeNull();
  });

  it('keeps the whole user agent in the title of its shortened cell', async () => {
    await renderTable();

    expect(screen.getAllByTitle(AGENT)).toHaveLength(2);
  });
});
