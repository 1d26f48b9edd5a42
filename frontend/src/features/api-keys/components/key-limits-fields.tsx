import { Fieldset, Group, NumberInput, Switch, Textarea } from '@mantine/core';

/** The server-only properties, as text and numbers the form holds until submit. */
export interface KeyLimitsValues {
  remaining: number | string;
  refillAmount: number | string;
  refillIntervalDays: number | string;
  isRateLimited: boolean;
  rateLimitWindowMinutes: number | string;
  rateLimitMax: number | string;
  permissionsText: string;
}

export const EMPTY_KEY_LIMITS: KeyLimitsValues = {
  remaining: '',
  refillAmount: '',
  refillIntervalDays: '',
  isRateLimited: true,
  rateLimitWindowMinutes: 1440,
  rateLimitMax: 10,
  permissionsText: '',
};

interface KeyLimitsFieldsProps {
  values: KeyLimitsValues;
  onChange: (values: KeyLimitsValues) => void;
  permissionsError?: string | null;
}

/** Shown to administrators only: the service lets just them (or a trusted backend) set these. */
export function KeyLimitsFields({ values, onChange, permissionsError }: KeyLimitsFieldsProps) {
  const set = (changes: Partial<KeyLimitsValues>) => onChange({ ...values, ...changes });
  return (
    <Fieldset legend="Limits and permissions (administrators)">
      <Group grow align="flex-start">
        <NumberInput
          label="Uses allowed"
          description="Empty: unlimited"
          min={0}
          allowDecimal={false}
          value={values.remaining}
          onChange={(remaining) => set({ remaining })}
        />
        <NumberInput
          label="Refill to"
          description="Uses after each refill"
          min={1}
          allowDecimal={false}
          value={values.refillAmount}
          onChange={(refillAmount) => set({ refillAmount })}
        />
        <NumberInput
          label="Refill every (days)"
          min={1}
          allowDecimal={false}
          value={values.refillIntervalDays}
          onChange={(refillIntervalDays) => set({ refillIntervalDays })}
        />
      </Group>
      <Switch
        mt="md"
        label="Rate limit"
        checked={values.isRateLimited}
        onChange={(event) => set({ isRateLimited: event.currentTarget.checked })}
      />
      {values.isRateLimited && (
        <Group grow align="flex-start" mt="xs">
          <NumberInput
            label="Requests per window"
            min={1}
            allowDecimal={false}
            value={values.rateLimitMax}
            onChange={(rateLimitMax) => set({ rateLimitMax })}
          />
          <NumberInput
            label="Window (minutes)"
            min={1}
            allowDecimal={false}
            value={values.rateLimitWindowMinutes}
            onChange={(rateLimitWindowMinutes) => set({ rateLimitWindowMinutes })}
          />
        </Group>
      )}
      <Textarea
        mt="md"
        label="Permissions"
        description="One resource a line: files: read, write"
        autosize
        minRows={2}
        value={values.permissionsText}
        error={permissionsError}
        onChange={(event) => set({ permissionsText: event.currentTarget.value })}
      />
    </Fieldset>
  );
}
