import { Code, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { signUpSettingQueryOptions } from '../../auth/api/social-sign-in';
import { describeSignUpPolicy } from '../../auth/sign-up-policy';

/** The service's sign-up policy, for administrators: who can create an account without them. */
export function SignUpPolicyNote() {
  const setting = useQuery(signUpSettingQueryOptions).data;
  if (!setting) return null;
  return (
    <Paper withBorder p="md" role="group" aria-label="Sign-up policy">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" color={setting.policy === 'open' ? 'gray' : 'blue'} aria-hidden>
          <IconUserPlus size={20} />
        </ThemeIcon>
        <div>
          <Text size="sm" fw={600}>
            {describeSignUpPolicy(setting)}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            Set with <Code>SIGN_UP</Code>: <Code>open</Code>, <Code>domains</Code> with <Code>SIGN_UP_DOMAINS</Code>, or{' '}
            <Code>closed</Code>.
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
