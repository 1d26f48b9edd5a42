import { Suspense } from 'react';
import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouter } from '@tanstack/react-router';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useStopImpersonating } from '../../features/impersonation/api/impersonation';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { useCurrentSession } from '../../features/session/use-current-session';
import { useIsAdmin } from '../../features/session/use-is-admin';
import { notifyError } from '../../lib/notify';
import { LoadingState } from '../loading-state';
import { UserText } from '../user-text';
import classes from './app-layout.module.css';
import { NavLinks } from './nav-links';

const HEADER_HEIGHT = 56;
const BANNER_HEIGHT = 44;
/**
 * Below this width the navigation folds behind the burger, so a tablet or a half-screen window (800 px)
 * gives its width to the page's tables rather than to a fixed sidebar.
 */
const NAV_BREAKPOINT = 'md';

/** The signed-in frame: header, navigation, the impersonation banner, and the page. */
export function AppLayout() {
  const { user, session } = useCurrentSession();
  const isAdmin = useIsAdmin();
  const router = useRouter();
  const [isNavOpen, { toggle, close }] = useDisclosure();
  const signOut = useSignOut();
  const stop = useStopImpersonating();
  const isImpersonating = Boolean(session.impersonatedBy);

  function stopImpersonating() {
    stop.mutate(undefined, { onSuccess: () => router.history.push('/users'), onError: notifyError });
  }

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + (isImpersonating ? BANNER_HEIGHT : 0) }}
      navbar={{ width: 220, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
        {isImpersonating && (
          <ImpersonationBanner
            name={user.name}
            email={user.email}
            onStop={stopImpersonating}
            isStopping={stop.isPending}
          />
        )}
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom={NAV_BREAKPOINT}
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={isNavOpen}
              aria-controls="main-navigation"
            />
            <IconShieldLock size={24} aria-hidden />
            <Text fw={700}>Auth Service</Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <UserText size="sm" c="dimmed" visibleFrom="xs" maw={280}>
              {user.email}
            </UserText>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSuccess: () => router.history.push('/sign-in') })}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="main-navigation">
        <NavLinks isAdmin={isAdmin} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
