// Sends a built request with fetch: credentials omitted, cancellable, with a timeout, optionally
// through the site owner's proxy. The result says what happened in terms the panel can show.
import { base64Utf8, type BuiltRequest } from './request.ts';

export const TIMEOUT_MS = 30_000;

export type SendResult =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      headers: [string, string][];
      contentType: string;
      bytes: Uint8Array;
      ms: number;
    }
  | { kind: 'network'; message: string }
  | { kind: 'timeout' }
  | { kind: 'cancelled' };

/**
 * The proxy contract: the request goes to the proxy URL with the full target URL in the `url` query
 * parameter; method, headers and body are the ones the API should get.
 */
export function proxiedUrl(proxy: string, target: string, pageUrl: string): string {
  const url = new URL(proxy, pageUrl);
  url.searchParams.set('url', target);
  return url.href;
}

/** Only the configured base URLs may be reached through the proxy. */
export function mayUseProxy(proxy: string | undefined, server: string, servers: string[]): boolean {
  return Boolean(proxy) && servers.some((s) => s.replace(/\/+$/, '') === server.trim().replace(/\/+$/, ''));
}

function fetchBody(request: BuiltRequest): BodyInit | undefined {
  const body = request.body;
  if (!body) return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'urlencoded') return new URLSearchParams(body.entries);
  if (body.kind === 'file') return (body.file as File | null) ?? undefined;
  const form = new FormData();
  for (const [name, value] of body.entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value as File);
  }
  return form;
}

export interface Sending {
  done: Promise<SendResult>;
  cancel(): void;
}

export function send(request: BuiltRequest, options: { proxy?: string; timeoutMs?: number } = {}): Sending {
  const controller = new AbortController();
  let reason: 'timeout' | 'cancelled' | undefined;
  const timer = setTimeout(() => {
    reason = 'timeout';
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);

  const headers = new Headers();
  for (const [name, value] of request.headers) headers.append(name, value);
  if (request.basic) headers.set('Authorization', `Basic ${base64Utf8(`${request.basic.username}:${request.basic.password}`)}`);
  const url = options.proxy ? proxiedUrl(options.proxy, request.url, location.href) : request.url;

  const done = (async (): Promise<SendResult> => {
    const started = performance.now();
    try {
      const method = request.method;
      const init: RequestInit = { method, headers, credentials: 'omit', redirect: 'follow', signal: controller.signal, cache: 'no-store' };
      const body = method === 'GET' || method === 'HEAD' ? undefined : fetchBody(request);
      if (body !== undefined) init.body = body;
      const response = await fetch(url, init);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        kind: 'response',
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        contentType: response.headers.get('content-type') ?? '',
        bytes,
        ms: Math.round(performance.now() - started),
      };
    } catch (error) {
      if (reason) return { kind: reason };
      return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  })();

  return {
    done,
    cancel() {
      reason = 'cancelled';
      controller.abort();
    },
  };
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
