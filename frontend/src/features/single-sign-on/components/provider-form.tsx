import { useState, type FormEvent } from 'react';
import {
  Button,
  FileInput,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CopyableValue } from '../../../components/copyable-value';
import { ErrorAlert } from '../../../components/error-alert';
import { checkProviderDraft, NEW_PROVIDER, type ProviderDraft, type ProviderDraftErrors } from '../provider-draft';
import { readFileText } from '../read-file-text';
import { redirectUri, suggestedSpEntityId } from '../single-sign-on-urls';
import type { SsoProtocol } from '../single-sign-on.types';

interface ProviderFormProps {
  /** The dashboard's origin, which is the service's: the URLs the identity provider needs start with it. */
  origin: string;
  onSubmit: (draft: ProviderDraft) => void;
  onCancel: () => void;
  isPending: boolean;
  error: unknown;
}

export function ProviderForm({ origin, onSubmit, onCancel, isPending, error }: ProviderFormProps) {
  const [draft, setDraft] = useState<ProviderDraft>(NEW_PROVIDER);
  const [errors, setErrors] = useState<ProviderDraftErrors>({});
  // For SAML the issuer is our own entity id: proposed from the provider id until someone types one.
  const [isIssuerEdited, setIssuerEdited] = useState(false);
  const set = <K extends keyof ProviderDraft>(field: K, value: ProviderDraft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const isSaml = draft.protocol === 'saml';

  const proposedIssuer = (protocol: SsoProtocol, providerId: string) =>
    protocol === 'saml' && providerId ? suggestedSpEntityId(origin, providerId) : '';

  function changeProtocol(protocol: SsoProtocol) {
    // The two protocols' issuers mean different parties: what was typed for one is wrong for the other.
    setIssuerEdited(false);
    setDraft((previous) => ({ ...previous, protocol, issuer: proposedIssuer(protocol, previous.providerId) }));
  }

  function changeProviderId(providerId: string) {
    setDraft((previous) => ({
      ...previous,
      providerId,
      issuer: isIssuerEdited ? previous.issuer : proposedIssuer(previous.protocol, providerId),
    }));
  }

  async function readMetadataFile(file: File | null) {
    if (file) set('idpMetadata', await readFileText(file));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkProviderDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Protocol"
          data={[
            { value: 'oidc', label: 'OpenID Connect' },
            { value: 'saml', label: 'SAML 2.0' },
          ]}
          value={draft.protocol}
          onChange={(value) => changeProtocol(value)}
        />
        <TextInput
          label="Provider ID"
          description="Names the callback URL and the DNS record, e.g. acme-okta"
          required
          value={draft.providerId}
          onChange={(e) => changeProviderId(e.currentTarget.value)}
          error={errors.providerId}
          data-autofocus
        />
        <TextInput
          label={isSaml ? 'Issuer (this service’s entity ID)' : 'Issuer'}
          description={
            isSaml
              ? 'How the identity provider knows this service; proposed from the provider ID'
              : 'The identity provider’s issuer URL; its endpoints are read from /.well-known/openid-configuration'
          }
          required
          value={draft.issuer}
          onChange={(e) => {
            setIssuerEdited(true);
            set('issuer', e.currentTarget.value);
          }}
          error={errors.issuer}
        />
        <TextInput
          label="Domain"
          description="E-mail domains whose people sign in here, comma-separated; each is verified by a DNS record"
          required
          value={draft.domain}
          onChange={(e) => set('domain', e.currentTarget.value)}
          error={errors.domain}
        />
        {isSaml ? (
          <>
            <Textarea
              label="IdP metadata (XML)"
              description="Paste the identity provider’s metadata, or upload its file below"
              required
              autosize
              minRows={4}
              maxRows={10}
              value={draft.idpMetadata}
              onChange={(e) => set('idpMetadata', e.currentTarget.value)}
              error={errors.idpMetadata}
            />
            <FileInput
              label="IdP metadata file"
              placeholder="Choose an .xml file"
              accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
              onChange={(file) => void readMetadataFile(file)}
            />
            <Switch
              label="Require signed assertions"
              description="Always on: an unsigned assertion is refused"
              checked
              disabled
              readOnly
            />
          </>
        ) : (
          <>
            <TextInput
              label="Client ID"
              required
              value={draft.clientId}
              onChange={(e) => set('clientId', e.currentTarget.value)}
              error={errors.clientId}
            />
            <PasswordInput
              label="Client secret"
              required
              value={draft.clientSecret}
              onChange={(e) => set('clientSecret', e.currentTarget.value)}
              error={errors.clientSecret}
            />
            <TextInput
              label="Scopes"
              description="Space-separated; openid is required"
              value={draft.scopes}
              onChange={(e) => set('scopes', e.currentTarget.value)}
              error={errors.scopes}
            />
            {draft.providerId && (
              <CopyableValue
                label="Redirect URI"
                description="Register it at the identity provider"
                value={redirectUri(origin, draft.providerId)}
              />
            )}
          </>
        )}
        <Text size="xs" c="dimmed">
          Until its domain is verified, nobody can sign in with the provider.
        </Text>
        <ErrorAlert error={error} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Add provider
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
