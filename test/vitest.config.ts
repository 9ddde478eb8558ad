import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests, and end-to-end tests that build sites and drive a real Chromium.
// Timeouts here only stop a hung browser or build; no test asserts how long anything takes.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
