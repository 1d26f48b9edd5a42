import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Vitest 5's reporter groups failures with Map.groupBy, which Node 20 lacks; without it a failing
// test crashes the report instead of describing the failure.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> => {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        groups.set(key, [...(groups.get(key) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
