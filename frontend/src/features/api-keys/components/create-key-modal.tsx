import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import { useIsAdmin } from '../../session/use-is-admin';
import type { CreatedApiKey } from '../api-key.types';
import type { CreateApiKeyInput } from '../api/create-api-key';
import { apiKeyDefaultsQueryOptions } from '../api/key-defaults';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedKeyModal } from './created-key-modal';

interface CreateKeyModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Makes the key: the user's own, or an organization's. */
  create: UseMutationResult<CreatedApiKey, Error, CreateApiKeyInput>;
}

/** The create-key form and then, once, the new key: for a user's own keys and for an organization's alike. */
export function CreateKeyModal({ opened, onClose, title, create }: CreateKeyModalProps) {
  const defaults = useQuery({ ...apiKeyDefaultsQueryOptions, enabled: opened });
  const isAdmin = useIsAdmin();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function close() {
    create.reset();
    onClose();
  }

  return (
    <>
      <Modal opened={opened} onClose={close} title={title} size="lg">
        <CreateApiKeyForm
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (apiKey) => {
                close();
                setCreated(apiKey);
              },
            })
          }
          onCancel={close}
          isPending={create.isPending}
          error={create.error}
          isAdmin={isAdmin}
          defaults={defaults.data}
        />
      </Modal>
      <CreatedKeyModal apiKey={created} onClose={() => setCreated(null)} />
    </>
  );
}
