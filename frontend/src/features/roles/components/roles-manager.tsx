import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import type { RoleUpdate } from '../api/update-role-body';
import type { ListedRole, RoleDraft, RoleRights, Statements } from '../roles.types';
import { RoleFormModal } from './role-form-modal';
import { RolesTable } from './roles-table';

interface RolesManagerProps {
  /** The catalogue's statements for these roles: the grid's rows and columns. */
  statements: Statements;
  roles: ListedRole[];
  holders?: Map<string, string[]>;
  may: RoleRights;
  /** Who would hold the roles, for the page's wording: "members of Acme", "users". */
  audience: string;
  create: UseMutationResult<unknown, Error, RoleDraft>;
  update: UseMutationResult<unknown, Error, RoleUpdate>;
  remove: UseMutationResult<unknown, Error, string>;
}

const BLANK_ROLE: RoleDraft = { role: '', permission: {} };

/** Lists the roles and creates, edits and deletes the run-time ones, each action offered only when allowed. */
export function RolesManager({ statements, roles, holders, may, audience, create, update, remove }: RolesManagerProps) {
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<ListedRole | null>(null);
  const editingDraft = editing && { role: editing.name, permission: editing.permission };

  function close() {
    create.reset();
    update.reset();
    setIsCreating(false);
    setEditing(null);
  }

  function save(draft: RoleDraft) {
    const done = (message: string) => () => {
      notifySuccess(message);
      close();
    };
    if (editing?.runtime && editingDraft) {
      const change = { roleId: editing.runtime.id, before: editingDraft, after: draft };
      update.mutate(change, { onSuccess: done('Role saved.') });
    } else {
      create.mutate(draft, { onSuccess: done('Role created.') });
    }
  }

  function deleteRole(role: ListedRole) {
    const { runtime } = role;
    if (!runtime) return;
    remove.reset();
    confirmAction({
      title: 'Delete role',
      message: `The role "${role.name}" stops existing for ${audience}. This cannot be undone.`,
      confirmLabel: 'Delete role',
      isDestructive: true,
      onConfirm: () => remove.mutate(runtime.id, { onSuccess: () => notifySuccess('Role deleted.') }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={620}>
          Built-in roles come with the service and its configuration. Roles made here can be given to {audience} at
          once, like the built-in ones.
        </Text>
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            Create role
          </Button>
        )}
      </Group>
      <ErrorAlert error={remove.error} />
      <RolesTable roles={roles} holders={holders} may={may} onEdit={(role) => setEditing(role)} onDelete={deleteRole} />
      <RoleFormModal
        initial={isCreating ? BLANK_ROLE : editingDraft}
        title={editing ? `Edit role ${editing.name}` : 'Create role'}
        submitLabel={editing ? 'Save role' : 'Create role'}
        statements={statements}
        onClose={close}
        onSubmit={save}
        isPending={create.isPending || update.isPending}
        error={create.error ?? update.error}
      />
    </Stack>
  );
}
