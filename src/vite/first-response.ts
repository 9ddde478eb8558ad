// Work that can wait (the dev server's authoring rules) starts once the server has answered its first
// page: run earlier, it shares the one JavaScript thread with that page's compiling and rendering,
// and at 25,000 pages it held the first page back by seconds.
import type { ViteDevServer } from 'vite';

/**
 * Resolves when the dev server has finished its first HTML response: a page, not a script, a
 * stylesheet or the client's ping.
 */
export function firstPageResponse(server: ViteDevServer): Promise<void> {
  return new Promise((resolve) => {
    let answered = false;
    server.middlewares.use((_request, response, next) => {
      if (!answered) {
        response.once('close', () => {
          if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) return;
          answered = true;
          resolve();
        });
      }
      next();
    });
  });
}
