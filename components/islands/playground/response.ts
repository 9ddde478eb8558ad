// The response panel: status, time, size, headers and body (JSON pretty-printed and highlighted,
// anything else as plain text: HTML is shown as its source, never rendered), or what went wrong.
import { h } from './dom.ts';
import { highlightJson } from './highlight.ts';
import { formatBytes, TIMEOUT_MS, type SendResult } from './send.ts';
import { fill, words } from './words.ts';

const SHOWN_BYTES = 512 * 1024;

function isBinaryType(contentType: string): boolean {
  return /^(?:image|audio|video|font)\/|application\/(?:octet-stream|pdf|zip|gzip)/i.test(contentType);
}

function bodyView(result: Extract<SendResult, { kind: 'response' }>): HTMLElement {
  const { bytes, contentType } = result;
  if (!bytes.length) return h('p', { class: 'ds-pg-note' }, words().emptyBody);
  if (isBinaryType(contentType)) return h('p', { class: 'ds-pg-note' }, fill(words().binaryBodyNotShown, { mediaType: contentType, size: formatBytes(bytes.length) }));
  const cut = bytes.length > SHOWN_BYTES;
  const text = new TextDecoder().decode(cut ? bytes.subarray(0, SHOWN_BYTES) : bytes);
  const code = h('code');
  let json = false;
  if (!cut && /json/i.test(contentType)) {
    try {
      code.append(highlightJson(JSON.stringify(JSON.parse(text), null, 2)));
      json = true;
    } catch {
      /* shown as text below */
    }
  }
  if (!json) code.textContent = text;
  return h(
    'div',
    null,
    h('pre', { class: 'ds-pg-code ds-pg-response-body', tabindex: '0', 'aria-label': words().responseBody }, code),
    cut && h('p', { class: 'ds-pg-note' }, fill(words().showingFirstBytes, { shown: formatBytes(SHOWN_BYTES), total: formatBytes(bytes.length) })),
  );
}

export const failedSentence = (): string => words().requestFailed;

/** The timeout's sentence: the panel shows it, and screen readers hear the same. */
const timeoutSentence = (): string => fill(words().noResponseWithin, { seconds: String(TIMEOUT_MS / 1000) });

/** One short sentence for screen readers; the panel itself is not a live region (bodies can be long). */
export function outcomeSentence(result: SendResult): string {
  if (result.kind === 'response') return fill(words().responseOutcome, { status: `${result.status} ${result.statusText}`.trim() });
  if (result.kind === 'cancelled') return words().requestCancelled;
  if (result.kind === 'timeout') return timeoutSentence();
  return failedSentence();
}

export function responseView(result: SendResult, context: { url: string; curl: string; pageProtocol: string }): HTMLElement {
  if (result.kind === 'response') {
    const range = `${Math.floor(result.status / 100)}xx`;
    return h(
      'div',
      { class: 'ds-pg-result', 'data-outcome': 'response' },
      h(
        'p',
        { class: 'ds-pg-status-line' },
        h('span', { class: `ds-pg-status ds-pg-status--${range}`, 'data-status': String(result.status) }, `${result.status} ${result.statusText}`.trim()),
        h('span', { class: 'ds-pg-meta' }, `${result.ms} ms`),
        h('span', { class: 'ds-pg-meta' }, formatBytes(result.bytes.length)),
      ),
      h(
        'details',
        { class: 'ds-pg-headers' },
        h('summary', null, fill(words().responseHeadersCount, { count: String(result.headers.length) })),
        h(
          'dl',
          null,
          result.headers.flatMap(([name, value]) => [h('dt', null, name), h('dd', null, value)]),
        ),
        h('p', { class: 'ds-pg-note' }, words().exposedHeadersNote),
      ),
      bodyView(result),
    );
  }
  if (result.kind === 'cancelled') return h('p', { class: 'ds-pg-note', 'data-outcome': 'cancelled' }, words().requestCancelled);
  if (result.kind === 'timeout') {
    return h('p', { class: 'ds-pg-failure', 'data-outcome': 'timeout' }, timeoutSentence());
  }
  let origin = context.url;
  try {
    origin = new URL(context.url).origin;
  } catch {
    /* keep the URL */
  }
  const mixed = context.pageProtocol === 'https:' && /^http:/i.test(context.url);
  return h(
    'div',
    { class: 'ds-pg-failure', 'data-outcome': 'network' },
    h('p', { class: 'ds-pg-failure-title' }, failedSentence()),
    h('p', null, words().failureLikelyCauses),
    h(
      'ul',
      null,
      h('li', null, fill(words().failureServerDown, { origin })),
      h('li', null, words().failureCors),
      mixed && h('li', null, words().failureMixedContent),
    ),
    h('p', null, words().failureCurlIntro),
    h('pre', { class: 'ds-pg-code' }, h('code', null, context.curl)),
  );
}
