import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../test/render';
import type { RoleUpdate } from '../api/update-role-body';
import { listRoles } from '../listed-roles';
import type { RoleDraft, RoleRights } from '../roles.types';
import { RolesManager } from './roles-manager';

const STATEMENTS = { member: ['create', 'update', 'delete'], report: ['export'] };
const ROLES = listRoles({ owner: { member: ['create', 'update', 'delete'] }, member: {} }, [
  { id: 'r1', role: 'auditor', permission: { report: ['export'] }, createdAt: '2026-11-01' },
]);
const ALL_RIGHTS: RoleRights = { create: true, update: true, delete: true };

interface Calls {
  create?: (draft: RoleDraft) => Promise<unknown>;
  update?: (change: RoleUpdate) => Promise<unknown>;
  remove?: (roleId: string) => Promise<unknown>;
}

function Manager({ may, calls }: { may: RoleRights; calls: Calls }) {
  const create = useMutation({ mutationFn: calls.create ?? vi.fn() });
  const update = useMutation({ mutationFn: calls.update ?? vi.fn() });
  const remove = useMutation({ mutationFn: calls.remove ?? vi.fn() });
  return (
    <RolesManager
      statements={STATEMENTS}
      roles={ROLES}
      holders={new Map([['auditor', ['aud@example.com']]])}
      may={may}
      audience="members of Acme"
      create={create}
      update={update}
      remove={remove}
    />
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('RolesManager', () => {
  it('marks the predefined roles built in, with no way to change them, and shows who holds each', async () => {
    await renderWithProviders(<Manager may={ALL_RIGHTS} calls={{}} />);

    expect(within(row('owner')).getByText('Built in')).toBeInTheDocument();
    expect(within(row('owner')).queryByRole('button')).toBeNull();
    expect(within(row('auditor')).queryByText('Built in')).toBeNull();
    expect(within(row('auditor')).getByText('aud@example.com')).toBeInTheDocument();
    expect(within(row('member')).getByText('No one')).toBeInTheDocument();
  });

  it('offers no action the caller’s role does not grant', async () => {
    await renderWithProviders(<Manager may={{ create: false, update: true, delete: false }} calls={{}} />);

    expect(screen.queryByRole('button', { name: 'Create role' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit role auditor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete role auditor' })).toBeNull();
  });

  it('creates a role with the name typed and the boxes ticked', async () => {
    const create = vi.fn().mockResolvedValue({ success: true });
    await renderWithProviders(<Manager may={ALL_RIGHTS} calls={{ create }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role name' }), 'billing');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'member: update' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'report: export' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect(create.mock.calls[0][0]).toEqual({
      role: 'billing',
      permission: { member: ['update'], report: ['export'] },
    });
    await screen.findByText('Role created.');
  });

  it('names what the caller lacks when the service refuses a role granting more than their own', async () => {
    const refusal = new ApiError('YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE', 'You are not allowed to create a role', 403, {
      missingPermissions: ['report:export'],
    });
    await renderWithProviders(<Manager may={ALL_RIGHTS} calls={{ create: vi.fn().mockRejectedValue(refusal) }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role name' }), 'exporter');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'report: export' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to create a role');
    expect(within(dialog).getByText('Not held by your own role: report:export')).toBeInTheDocument();
  });

  it('edits a run-time role from its current grants, and shows the service’s refusal in the dialog', async () => {
    const update = vi
      .fn()
      .mockRejectedValue(new ApiError('ROLE_NAME_IS_ALREADY_TAKEN', 'That role name is already taken', 400));
    await renderWithProviders(<Manager may={ALL_RIGHTS} calls={{ update }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Edit role auditor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role auditor' });
    expect(within(dialog).getByRole('checkbox', { name: 'report: export' })).toBeChecked();
    const name = within(dialog).getByRole('textbox', { name: 'Role name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'owner');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'member: delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));

    expect(update.mock.calls[0][0]).toEqual({
      roleId: 'r1',
      before: { role: 'auditor', permission: { report: ['export'] } },
      after: { role: 'owner', permission: { member: ['delete'], report: ['export'] } },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That role name is already taken');
  });

  it('deletes a role once confirmed, and shows why the service refused', async () => {
    const message =
      'Cannot delete a role that is assigned to members. Please reassign the members to a different role first';
    const remove = vi.fn().mockRejectedValue(new ApiError('ROLE_IS_ASSIGNED_TO_MEMBERS', message, 400));
    await renderWithProviders(<Manager may={ALL_RIGHTS} calls={{ remove }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete role auditor' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(confirmation).toHaveTextContent('The role "auditor" stops existing for members of Acme.');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete role' }));

    expect(remove.mock.calls[0][0]).toBe('r1');
    // The confirmation may still be closing, which hides the page from role queries.
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
  });
});
