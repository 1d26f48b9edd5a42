import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One jsdom and one module graph a worker, shared by the files it runs: each file's own cost three times what its
    // tests take. Nothing here mocks modules or stubs globals, and the setup file unmounts every render after its test.
    isolate: false,
  },
});
