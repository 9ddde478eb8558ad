// An HTTP server on 127.0.0.1 for playground tests. It answers every request with what it received
// (method, path, query, headers, body) as JSON and sends CORS headers, preflight included.
// Special paths: /status/NNN answers with that status, /delay/MS waits first, /html answers HTML,
// /proxy?url=... forwards to a URL on this same server (the proxy contract, with its allowlist).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EchoedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface EchoServer {
  url: string;
  /** Every request received, preflights included, oldest first. */
  requests: EchoedRequest[];
  close(): Promise<void>;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
  // A wildcard does not cover Authorization, so the requested headers are echoed back.
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'X-Echo-Path, X-Request-Count');
  res.setHeader('Vary', 'Origin');
}

export async function startEchoServer(): Promise<EchoServer> {
  const requests: EchoedRequest[] = [];
  let base = '';

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const echoed: EchoedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: queryOf(url),
      headers: req.headers,
      body: body.toString('utf8'),
    };
    requests.push(echoed);
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }

    if (url.pathname === '/proxy') {
      const target = url.searchParams.get('url') ?? '';
      if (!target.startsWith(`${base}/`)) {
        res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'target not allowed', target }));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'origin', 'referer'].includes(k)),
      ) as Record<string, string>;
      const init: RequestInit = { method: req.method ?? 'GET', headers };
      if (body.length) init.body = new Uint8Array(body);
      const answer = await fetch(target, init);
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }

    const status = /^\/status\/(\d{3})$/.exec(url.pathname);
    const delay = /^\/delay\/(\d+)$/.exec(url.pathname);
    if (delay) await new Promise((r) => setTimeout(r, Number(delay[1])));
    if (url.pathname === '/html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<h1 id="injected">Hello</h1><script>window.injected = true</script>');
      return;
    }
    res.writeHead(status ? Number(status[1]) : 200, {
      'Content-Type': 'application/json',
      'X-Echo-Path': url.pathname,
      'X-Request-Count': String(requests.length),
    });
    res.end(JSON.stringify(echoed));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL on 127.0.0.1 where nothing listens: a port taken from the system and released. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
