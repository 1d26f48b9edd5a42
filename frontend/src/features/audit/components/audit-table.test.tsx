import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithTheme } from '../../../test/render';
import type { AuditEvent, AuditUserNames } from '../audit.types';
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
  origin: null,
  createdAt: '2026-11-24T10:00:05.000Z',
};
const USERS: AuditUserNames = {
  'admin-1': { name: 'Grace Admin', email: 'grace@example.com' },
  'user-2': { name: 'Ada Lovelace', email: 'ada@example.com' },
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
  {
    ...EVENT,
    id: 'e4',
    action: 'admin.create-user',
    actorId: null,
    targetId: 'gone-3',
    origin: 'cli',
    metadata: null,
  },
];

/** The table links to user pages, so it renders inside a router. */
async function renderTable() {
  const rootRoute = createRootRoute({ component: () => <AuditTable events={EVENTS} users={USERS} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithTheme(<RouterProvider router={router} />);
  return screen.findAllByRole('row');
}

describe('AuditTable', () => {
  it('names the actor and a user target with their e-mails, links them, and says the result in words', async () => {
    const [, ban] = await renderTable();

    const links = within(ban).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Grace Admin', '/users/admin-1'],
      ['Ada Lovelace', '/users/user-2'],
    ]);
    expect(ban).toHaveTextContent('grace@example.com');
    expect(ban).toHaveTextContent('ada@example.com');
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

    expect(keyCreated).toHaveTextContent('impersonated byGrace Admin');
    expect(within(keyCreated).getByText('key-9').closest('a')).toBeNull();
  });

  it('says an event from the command line came from there, and shows the id of a user since deleted', async () => {
    const [, , , , fromCli] = await renderTable();

    expect(fromCli).toHaveTextContent('command line');
    expect(fromCli).not.toHaveTextContent('Not signed in');
    expect(within(fromCli).getByRole('link', { name: 'gone-3' })).toHaveAttribute('title', 'gone-3');
  });

  it('shows a user’s id on hover over their name', async () => {
    await renderTable();

    expect(screen.getAllByText('Grace Admin')[0]).toHaveAttribute('title', 'Grace Admin, id admin-1');
  });

  it('keeps the whole user agent in the page, clamped in its cell', async () => {
    await renderTable();

    expect(screen.getAllByText(AGENT)).toHaveLength(3);
  });
});
