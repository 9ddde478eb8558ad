// Work that can wait (the dev server's authoring rules) starts once the server has answered its first
// request: run earlier, it shares the one JavaScript thread with that request's compiling and
// rendering, and at 25,000 pages it held the first page back by seconds.
import type { ViteDevServer } from 'vite';

/**
 * Resolves when the dev server has finished its first response, or after `atMostMs` when no one
 * asks for a page, so that the waiting work still runs.
 */
export function firstResponseOf(server: ViteDevServer, atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    timer.unref();
    let seen = false;
    server.middlewares.use((_request, response, next) => {
      if (!seen) {
        seen = true;
        response.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      }
      next();
    });
  });
}
