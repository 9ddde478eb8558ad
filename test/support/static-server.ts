// A static file server on 127.0.0.1 for end-to-end tests: serves a built site the way static hosts
// do (directory index, `.html` fallback, 404.html with status 404), optionally under a base path, and
// optionally gzip-compressed like a production host (for Lighthouse, which weighs what is transferred).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8', '.xml': 'application/xml', '.woff2': 'font/woff2', '.wasm': 'application/wasm',
  '.yaml': 'text/yaml', '.yml': 'text/yaml', '.pf_meta': 'application/octet-stream',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function resolveFile(dir: string, path: string): string | undefined {
  const candidates = [path, join(path, 'index.html'), `${path}.html`];
  for (const candidate of candidates) {
    const file = normalize(join(dir, candidate));
    if (!file.startsWith(dir + sep) && file !== dir) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml)|image\/svg\+xml)/;

export interface ServeOptions {
  /** Gzip text responses for clients that accept it, as static hosts do. Off by default. */
  compress?: boolean;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer | string, options: ServeOptions): void {
  const gzip = options.compress && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, { 'Content-Type': type, ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
  res.end(gzip ? gzipSync(body) : body);
}

export async function serveStatic(siteDir: string, base = '/', options: ServeOptions = {}): Promise<StaticServer> {
  const dir = resolve(siteDir);
  const prefix = base.replace(/\/+$/, '');
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const inside = !prefix || path === prefix || path.startsWith(`${prefix}/`);
    const file = inside ? resolveFile(dir, path.slice(prefix.length) || '/') : undefined;
    if (file) {
      send(req, res, 200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file), options);
      return;
    }
    const notFound = join(dir, '404.html');
    send(req, res, 404, 'text/html; charset=utf-8', existsSync(notFound) ? readFileSync(notFound) : 'Not found', options);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
