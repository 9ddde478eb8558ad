import { expect, test } from 'vitest';
import { planRedirects } from '../../../src/migration/redirects.ts';

test('static redirects become Astro redirects; wildcards and pages are left out with an info line', () => {
  const plan = planRedirects(
    [
      { source: '/old-home/', destination: '/' },
      { source: 'tasks-overview', destination: '/tasks/overview' },
      { source: '/feature-matrix', destination: 'https://example.com/roadmap', permanent: false },
      { source: '/v3/:slug*', destination: '/:slug*' },
      { source: '/guides/intro', destination: '/' },
    ],
    ['index', 'guides/intro', 'tasks/overview'],
  );
  expect(plan.redirects).toEqual({
    '/old-home': { status: 301, destination: '/' },
    '/tasks-overview': { status: 301, destination: '/tasks/overview' },
    '/feature-matrix': { status: 302, destination: 'https://example.com/roadmap' },
  });
  expect(plan.info).toEqual([
    "docs.json: redirects: 1 with wildcards (/v3/:slug*) cannot be static pages; add them to your host's redirect rules.",
    'docs.json: redirects: /guides/intro is also a page; the page is kept.',
  ]);
});
