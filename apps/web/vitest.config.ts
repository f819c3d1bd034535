import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    // one jsdom per worker rather than one per file: 50 s → 5 s on the 2-core machine. The setup file
    // empties the DOM and storage after each test; the suites passed with their files shuffled.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // the slowest tests (a drawer re-quoting, the orders tab shipping) take seconds on a busy 2-core
    // machine: Vitest's default of 5 s would not hold on one three times slower
    testTimeout: 15_000,
    hookTimeout: 15_000,
  },
});
