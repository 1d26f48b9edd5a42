import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ApiKeyDefaults } from '../api/key-defaults';
import { describeWindow } from './api-keys-table';
import { KeyLimitsFields, type KeyLimitsValues } from './key-limits-fields';

/** `none`: no rate limit and no quota; `custom`: the limits typed in the fields. */
export type LimitChoice = 'none' | 'custom';

/** "10 requests per day", or that there is none. */
function describeDefaultLimit(defaults: ApiKeyDefaults): string {
  return defaults.rateLimitEnabled
    ? `${defaults.rateLimitMax} requests per ${describeWindow(defaults.rateLimitTimeWindow)}`
    : 'no rate limit';
}

interface KeyLimitChoiceProps {
  /** Only administrators may set a key's limits (the service's admin path, as a trusted backend). */
  canChoose: boolean;
  defaults: ApiKeyDefaults | undefined;
  choice: LimitChoice;
  onChoiceChange: (choice: LimitChoice) => void;
  limits: KeyLimitsValues;
  onLimitsChange: (limits: KeyLimitsValues) => void;
  permissionsError: string | null;
}

/**
 * Says which limit the new key will have before it exists. Better Auth's default (10 requests a day)
 * stops a program that verifies its key on each request on the eleventh call, so administrators get
 * "No limit" first; everyone else is told the default that applies and who can lift it.
 */
export function KeyLimitChoice({
  canChoose,
  defaults,
  choice,
  onChoiceChange,
  limits,
  onLimitsChange,
  permissionsError,
}: KeyLimitChoiceProps) {
  const defaultLimit = defaults ? describeDefaultLimit(defaults) : 'the service’s default rate limit';
  if (!canChoose) {
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title="Rate limit">
        This key will allow {defaultLimit}, the service’s default for new keys. A key without a limit is created by an
        administrator.
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="key-limit-label">
        Limits
      </Text>
      <SegmentedControl
        aria-labelledby="key-limit-label"
        value={choice}
        onChange={onChoiceChange}
        data={[
          { value: 'none', label: 'No limit' },
          { value: 'custom', label: 'Custom' },
        ]}
      />
      <Text size="xs" c="dimmed">
        {choice === 'none'
          ? 'No rate limit and no usage cap: the key can be verified on every request.'
          : `Set below; a key created elsewhere without limits gets ${defaultLimit}.`}
      </Text>
      {choice === 'custom' && (
        <KeyLimitsFields values={limits} onChange={onLimitsChange} permissionsError={permissionsError} />
      )}
    </Stack>
  );
}
