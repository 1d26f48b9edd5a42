import { Modal } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify';
import { useRegisterProvider } from '../api/register-provider';
import { registrationOf } from '../provider-draft';
import { ProviderForm } from './provider-form';

interface RegisterProviderModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string;
  origin: string;
}

export function RegisterProviderModal({ opened, onClose, organizationId, origin }: RegisterProviderModalProps) {
  const register = useRegisterProvider();

  function close() {
    register.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Add an identity provider" size="lg">
      <ProviderForm
        origin={origin}
        onSubmit={(draft) =>
          register.mutate(registrationOf(draft, organizationId), {
            onSuccess: () => {
              notifySuccess(`${draft.providerId} added. Publish its DNS record to verify the domain.`);
              close();
            },
          })
        }
        onCancel={close}
        isPending={register.isPending}
        error={register.error}
      />
    </Modal>
  );
}
