import { useState, type FormEvent } from 'react';
import { Button, Group, MultiSelect, Radio, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import type { TokenEndpointAuthMethod } from '../application.types';
import { checkDraft, clientCredentialsChoices, isPublic, type ClientDraft, type DraftErrors } from '../client-draft';

interface ClientFormProps {
  initial: ClientDraft;
  /** Editing: the authentication method is fixed once the client exists. */
  isEditing: boolean;
  /** Discovery's `scopes_supported`. */
  scopesSupported: string[];
  submitLabel: string;
  onSubmit: (draft: ClientDraft) => void;
  onCancel: () => void;
  isPending: boolean;
  error: unknown;
}

const AUTH_METHODS: { value: TokenEndpointAuthMethod; label: string }[] = [
  { value: 'client_secret_basic', label: 'Confidential: secret in the Authorization header (client_secret_basic)' },
  { value: 'client_secret_post', label: 'Confidential: secret in the request body (client_secret_post)' },
  { value: 'none', label: 'Public: no secret, PKCE only (single-page and native apps)' },
];

export function ClientForm(props: ClientFormProps) {
  const { initial, isEditing, scopesSupported, submitLabel, onSubmit, onCancel, isPending, error } = props;
  const [draft, setDraft] = useState<ClientDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = <K extends keyof ClientDraft>(field: K, value: ClientDraft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const isPublicClient = isPublic(draft);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="Logo URL"
          description="Optional, an https:// image shown on the consent page"
          value={draft.logoUri}
          onChange={(e) => set('logoUri', e.currentTarget.value)}
          error={errors.logoUri}
        />
        <Select
          label="Client authentication"
          data={AUTH_METHODS}
          value={draft.authMethod}
          onChange={(value) => value && set('authMethod', value)}
          disabled={isEditing}
          description={isEditing ? 'Fixed once the application exists' : undefined}
          allowDeselect={false}
        />
        <Select
          label="Kind of application"
          data={[
            { value: 'web', label: 'Web application (https redirect URIs)' },
            { value: 'native', label: 'Native or desktop application (loopback or app-scheme redirect URIs)' },
          ]}
          value={draft.applicationType}
          onChange={(value) => value && set('applicationType', value)}
          allowDeselect={false}
        />
        <Textarea
          label="Redirect URIs"
          description="One per line; the browser returns here after sign-in"
          required
          autosize
          minRows={2}
          value={draft.redirectUris}
          onChange={(e) => set('redirectUris', e.currentTarget.value)}
          error={errors.redirectUris}
        />
        <Textarea
          label="Post-logout redirect URIs"
          description="One per line; where the app may send the browser after signing out"
          autosize
          minRows={1}
          value={draft.postLogoutRedirectUris}
          onChange={(e) => set('postLogoutRedirectUris', e.currentTarget.value)}
          error={errors.postLogoutRedirectUris}
        />
        <MultiSelect
          label="Scopes"
          description="What the application may ask users for; offline_access also allows refresh tokens"
          data={scopesSupported}
          value={draft.scopes}
          onChange={(value) => set('scopes', value)}
          error={errors.scopes}
        />
        <MultiSelect
          label="Client credentials scopes"
          description={
            isPublicClient
              ? 'Only confidential clients can act for themselves'
              : 'Scopes the application may get for itself, with no user (service to service)'
          }
          data={clientCredentialsChoices(scopesSupported)}
          value={draft.clientCredentialsScopes}
          onChange={(value) => set('clientCredentialsScopes', value)}
          disabled={isPublicClient}
          error={errors.clientCredentialsScopes}
        />
        <Radio.Group
          label="ID token signature"
          description="Apache’s mod_auth_openidc (Debian 12) can verify only RS256: choose RS256 for it."
          value={draft.idTokenAlgorithm}
          onChange={(value) => set('idTokenAlgorithm', value)}
        >
          <Group mt="xs">
            <Radio value="EdDSA" label="EdDSA (default)" />
            <Radio value="RS256" label="RS256 (for Apache mod_auth_openidc and older apps)" />
          </Group>
        </Radio.Group>
        <Switch
          label="Skip consent (a trusted first-party application)"
          checked={draft.skipConsent}
          onChange={(e) => set('skipConsent', e.currentTarget.checked)}
        />
        <Switch
          label="Allow the application to sign users out (end-session)"
          checked={draft.enableEndSession}
          onChange={(e) => set('enableEndSession', e.currentTarget.checked)}
        />
        <Switch
          label="Require PKCE"
          description={isPublicClient ? 'Always on for public clients' : 'Turn off only for apps that cannot send it'}
          checked={isPublicClient || draft.requirePkce}
          disabled={isPublicClient}
          onChange={(e) => set('requirePkce', e.currentTarget.checked)}
        />
        <ErrorAlert error={error} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
