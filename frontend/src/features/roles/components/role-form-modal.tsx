import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-error';
import type { RoleDraft, Statements } from '../roles.types';
import { PermissionGrid } from './permission-grid';

interface RoleFormModalProps {
  /** The role being edited, or a blank one to create; null keeps the dialog closed. */
  initial: RoleDraft | null;
  title: string;
  submitLabel: string;
  statements: Statements;
  onSubmit: (draft: RoleDraft) => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
}

/** A role may grant only what its maker holds; the service names what would be granted beyond that. */
function MissingPermissions({ error }: { error: unknown }) {
  const missing = error instanceof ApiError ? error.details.missingPermissions : undefined;
  if (!Array.isArray(missing) || missing.length === 0) return null;
  return <Text size="sm">Not held by your own role: {missing.join(', ')}</Text>;
}

function RoleForm({
  initial,
  submitLabel,
  statements,
  onSubmit,
  onClose,
  isPending,
  error,
}: RoleFormModalProps & {
  initial: RoleDraft;
}) {
  const [role, setRole] = useState(initial.role);
  const [permission, setPermission] = useState<Statements>(initial.permission);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ role: role.trim(), permission });
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Role name"
          description="Stored in lower case: the name the role is given by"
          required
          value={role}
          onChange={(event) => setRole(event.currentTarget.value)}
          data-autofocus
          maw={320}
        />
        <PermissionGrid
          statements={statements}
          value={permission}
          onChange={setPermission}
          caption="What the role may do"
        />
        <ErrorAlert error={error} />
        <MissingPermissions error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending} disabled={role.trim().length === 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Name and statements of a run-time role, for creating one and for editing one alike. */
export function RoleFormModal(props: RoleFormModalProps) {
  const { initial, title, onClose } = props;
  return (
    <Modal opened={initial !== null} onClose={onClose} title={title} size="xl">
      {initial && <RoleForm {...props} initial={initial} />}
    </Modal>
  );
}
