import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root not found');

// The router needs the query client and the client's sign-out handling needs the router: the handler
// runs only after a request fails, long after both exist.
const queryClient = createQueryClient(() => {
  void router.navigate({ to: '/sign-in', search: { redirect: window.location.pathname } });
});
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
