import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { useCreateOrganization } from '../api/organizations';

/** "Acme Intranet" -> "acme-intranet". */
function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function CreateOrganizationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateOrganization();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [isSlugEdited, setSlugEdited] = useState(false);

  function close() {
    create.reset();
    setName('');
    setSlug('');
    setSlugEdited(false);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), slug: slug || slugify(name) },
      {
        onSuccess: (organization) => {
          notifySuccess(`Created ${organization.name}.`);
          close();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Create organization">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Organization name"
            required
            value={name}
            data-autofocus
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (!isSlugEdited) setSlug(slugify(e.currentTarget.value));
            }}
          />
          <TextInput
            label="Slug"
            description="Unique, used in links"
            required
            value={slug}
            onChange={(e) => {
              setSlugEdited(true);
              setSlug(e.currentTarget.value);
            }}
          />
          <ErrorAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create organization
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
