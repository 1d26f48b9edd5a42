import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export default defineConfig({
  base: '/',
  // The router plugin must run before React's, so route files are split and typed first.
  plugins: [tanstackRouter({ target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Mantine, recharts and the router make one large vendor chunk; the dashboard is served from the same host.
    chunkSizeWarningLimit: 2000,
  },
});
