import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Providers } from '../app/providers';
import { theme } from '../app/theme';

/** Renders a component inside the dashboard's theme, as it appears in the app. */
export function renderWithTheme(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/**
 * A query client that never calls the service: a query shows what the test put in the cache
 * (`setQueryData`, or an error through `fetchQuery` with its own `queryFn`) and stays pending otherwise.
 */
export function offlineQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders a page or a component that reads queries, opens dialogs or links, inside the app's providers
 * and a router of its own; resolves once the router has rendered it.
 */
export async function renderWithProviders(ui: ReactElement, queryClient: QueryClient = offlineQueryClient()) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory(),
  });
  await router.load();
  // Notifications live in a store of the module, shared by every test of the worker: start without earlier ones.
  notifications.clean();
  return render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
