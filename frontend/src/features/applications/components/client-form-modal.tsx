import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { scopesSupportedQueryOptions } from '../api/scopes-supported';
import type { ClientDraft } from '../client-draft';
import { ClientForm } from './client-form';

interface ClientFormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: ClientDraft;
  isEditing: boolean;
  onSubmit: (draft: ClientDraft) => void;
  onClose: () => void;
  isPending: boolean;
  error: unknown;
}

/** The client form in a dialog, once the provider's scopes are known. */
export function ClientFormModal({ opened, title, onClose, ...form }: ClientFormModalProps) {
  const scopes = useQuery({ ...scopesSupportedQueryOptions, enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {scopes.error ? (
        <ErrorAlert error={scopes.error} />
      ) : !scopes.data ? (
        <LoadingState label="Loading scopes…" />
      ) : (
        <ClientForm {...form} scopesSupported={scopes.data} onCancel={onClose} />
      )}
    </Modal>
  );
}
