import { Button, Group } from '@mantine/core';
import { UserText } from '../../../components/user-text';
import { IconUserShield } from '@tabler/icons-react';
import classes from './impersonation-banner.module.css';

interface ImpersonationBannerProps {
  name: string;
  email: string;
  onStop: () => void;
  isStopping: boolean;
}

/** Across the top of every page while an administrator acts as someone else. */
export function ImpersonationBanner({ name, email, onStop, isStopping }: ImpersonationBannerProps) {
  return (
    <Group className={classes.banner} justify="center" gap="md" role="region" aria-label="Impersonation" wrap="nowrap">
      <IconUserShield size={18} aria-hidden />
      <UserText size="sm" fw={600}>
        {`You are impersonating ${name} (${email})`}
      </UserText>
      <Button size="compact-sm" variant="white" color="dark" onClick={onStop} loading={isStopping}>
        Stop impersonating
      </Button>
    </Group>
  );
}
