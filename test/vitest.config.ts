import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';

// Projects: fast unit tests, and end-to-end tests that build sites and drive a real Chromium.
// Timeouts here only stop a hung browser or build; no test asserts how long anything takes.
// Unit tests run inside Astro's Vite setup for the example site, so .astro components render with
// the container API and `virtual:docsmith/config` resolves.
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const exampleSite = fileURLToPath(new URL('../example-site/', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      getViteConfig(
        { root: repoRoot, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 60_000 } },
        { root: exampleSite, logLevel: 'error', devToolbar: { enabled: false } },
      ),
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          // Tests marked concurrent (one per page of the example site) run this many at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
