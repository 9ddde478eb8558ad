// The setup most end-to-end files share: the built example site served on 127.0.0.1 and one
// Chromium, started before the file's tests and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { EXAMPLE_DIST } from './paths.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

export interface ExampleSiteSession {
  server: StaticServer;
  browser: Browser;
}

/** Registers the hooks; `receive` gets the server and browser once they are up. */
export function useExampleSite(receive: (session: ExampleSiteSession) => void): void {
  let session: ExampleSiteSession | undefined;
  beforeAll(async () => {
    session = { server: await serveStatic(EXAMPLE_DIST), browser: await launchBrowser() };
    receive(session);
  });
  afterAll(async () => {
    await session?.browser.close();
    await session?.server.close();
  });
}
