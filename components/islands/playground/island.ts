// The interactive playground, loaded (as its own chunk) only by pages that have a mount point. It
// reads the PlaygroundSpec from the JSON script next to the mount and replaces the static view.
import type { PlaygroundParameter, PlaygroundSpec } from '../../../src/playground/spec.ts';
import { authSection } from './auth.ts';
import { bodyInputs, type InputRow } from './body.ts';
import { h, uid } from './dom.ts';
import { fieldRow } from './fields.ts';
import {
  bodyChoices,
  buildRequest,
  paramKey,
  type PlaygroundValues,
  type Problem,
} from './request.ts';
import { highlightedSample } from './highlight.ts';
import { outcomeSentence, responseView } from './response.ts';
import { curlSample, sample, sampleLanguagesFor, type SampleLanguage } from './samples.ts';
import { SecretStore } from './secrets.ts';
import { initialValues } from './values.ts';
import { mayUseProxy, send, type Sending } from './send.ts';
import { fill, useWords, words } from './words.ts';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const store = new SecretStore(sessionStore());

const LOCATIONS = (): { in: PlaygroundParameter['in']; title: string; note?: string }[] => [
  { in: 'path', title: words().pathParameters },
  { in: 'query', title: words().queryParameters },
  { in: 'header', title: words().headers },
  { in: 'cookie', title: words().cookies, note: words().cookiesNote },
];

function section(title: string, ...children: (Node | false | null | undefined)[]): HTMLFieldSetElement {
  return h('fieldset', { class: 'ds-pg-section' }, h('legend', { class: 'ds-pg-legend' }, title), ...children);
}

/** The playground's DOM for one spec, wired to its handlers. Also run at build time (prerender.ts). */
export function buildPlayground(spec: PlaygroundSpec): HTMLElement {
  useWords(spec.words);
  const values: PlaygroundValues = initialValues(spec);
  const rows = new Map<string, InputRow>();
  // Each media type of the body has its own inputs, rows and JSON problem; the chosen one counts.
  const choices = bodyChoices(spec);
  const bodyRows: Map<string, InputRow>[] = [];
  const jsonProblems: (string | undefined)[] = [];
  // The auth section rebuilds its inputs when the reader picks another scheme; its map stays current.
  let authRows: Map<string, InputRow> | undefined;
  const rowOf = (key: string) => rows.get(key) ?? bodyRows[values.bodyIndex]?.get(key) ?? authRows?.get(key);
  const languages = sampleLanguagesFor(spec.sampleLanguages);
  let language: SampleLanguage = languages[0]!.id;
  let sending: Sending | undefined;

  const live = h('p', { class: 'ds-visually-hidden ds-pg-live', 'aria-live': 'polite' });
  const announce = (message: string) => {
    live.textContent = '';
    setTimeout(() => (live.textContent = message), 50);
  };
  const sampleCode = h('code');
  const current = (mask: boolean) => buildRequest(spec, values, { mask, jsonProblem: jsonProblems[values.bodyIndex] });
  const refresh = () => {
    sampleCode.replaceChildren(...highlightedSample(language, sample(language, current(true))));
  };
  const clearProblem = (key: string) => {
    const row = rowOf(key);
    if (!row) return;
    row.error.hidden = true;
    row.control.removeAttribute('aria-invalid');
  };

  // Top bar: method, base URL, path, send/cancel.
  const serverId = uid('server');
  let serverControl: HTMLElement;
  if (spec.servers.length > 1) {
    const select: HTMLSelectElement = h(
      'select',
      {
        id: serverId,
        class: 'ds-pg-input ds-pg-server',
        'aria-label': words().baseUrl,
        onchange: () => {
          values.server = select.value;
          refresh();
        },
      },
      spec.servers.map((s) => h('option', { value: s }, s)),
    );
    serverControl = select;
  } else if (spec.servers.length === 1) {
    serverControl = h('span', { class: 'ds-pg-server ds-pg-server--fixed' }, spec.servers[0]);
  } else {
    const input: HTMLInputElement = h('input', {
      id: serverId,
      class: 'ds-pg-input ds-pg-server',
      type: 'url',
      'aria-label': words().baseUrl,
      placeholder: 'https://api.example.com',
      oninput: () => {
        values.server = input.value;
        clearProblem('server');
        refresh();
      },
    });
    serverControl = input;
  }
  const serverError = h('p', { class: 'ds-pg-error', hidden: true });
  rows.set('server', { control: serverControl, error: serverError });

  const sendButton = h('button', { type: 'submit', class: 'ds-pg-send' }, words().send);
  const cancelButton = h('button', { type: 'button', class: 'ds-pg-cancel', hidden: true, onclick: () => sending?.cancel() }, words().cancel);
  const summary = h('p', { class: 'ds-pg-summary', role: 'alert', hidden: true });

  const form = h(
    'form',
    { class: 'ds-pg-form', novalidate: true, 'aria-label': words().request },
    h(
      'div',
      { class: 'ds-pg-bar' },
      h('span', { class: `ds-pg-method ds-pg-method--${spec.method.toLowerCase()}` }, spec.method.toUpperCase()),
      h('span', { class: 'ds-pg-target' }, serverControl, h('code', { class: 'ds-pg-path' }, spec.path)),
      h('span', { class: 'ds-pg-actions' }, sendButton, cancelButton),
    ),
    serverError,
    summary,
  );

  // Authentication.
  const schemes = spec.auth.filter((a) => a.type !== 'none').length ? spec.auth : [];
  if (schemes.length) {
    const auth = authSection({ auth: schemes, store, state: values, onChange: refresh, announce });
    authRows = auth.rows;
    form.append(auth.element);
  }

  // Parameters by location.
  for (const location of LOCATIONS()) {
    const params = spec.parameters.filter((p) => p.in === location.in);
    if (!params.length) continue;
    const fieldset = section(location.title, location.note ? h('p', { class: 'ds-pg-note' }, location.note) : null);
    for (const param of params) {
      const key = paramKey(param);
      const row = fieldRow(param, values.fields[key], (value) => {
        values.fields[key] = value;
        clearProblem(key);
        refresh();
      });
      rows.set(key, row);
      fieldset.append(row.element);
    }
    form.append(fieldset);
  }

  // Body: one panel per media type, the chosen one shown. With several, a select picks the type,
  // kept in step with the page's own media type selector by that selector (components/api/api-client.ts).
  const panels = choices.map((body, index) => {
    const inputs = bodyInputs(body, values.bodies[index]!, {
      onChange: (key) => {
        if (key) clearProblem(key);
        refresh();
      },
      onJsonProblem: (problem) => (jsonProblems[index] = problem),
    });
    bodyRows[index] = inputs.rows;
    return h('div', { class: 'ds-pg-body', 'data-media-type': body.mediaType, hidden: index !== values.bodyIndex }, inputs.elements);
  });
  let mediaSelect: HTMLSelectElement | undefined;
  const chooseBody = (index: number) => {
    values.bodyIndex = index;
    panels.forEach((panel, i) => (panel.hidden = i !== index));
    if (mediaSelect) mediaSelect.value = choices[index]!.mediaType;
    refresh();
  };
  if (choices.length) {
    const required = spec.body!.required ? ` · ${words().required}` : '';
    let media: HTMLElement;
    if (choices.length > 1) {
      const id = uid('media');
      const select: HTMLSelectElement = h(
        'select',
        {
          id,
          class: 'ds-pg-input ds-pg-media-select',
          autocomplete: 'off',
          onchange: () => chooseBody(select.selectedIndex),
        },
        choices.map((body) => h('option', { value: body.mediaType }, body.mediaType)),
      );
      select.value = choices[values.bodyIndex]!.mediaType;
      mediaSelect = select;
      // "required" stays beside its label: after the select it would wrap alone onto a phone's next line.
      media = h('p', { class: 'ds-pg-media ds-pg-media--choice' }, h('label', { for: id, class: 'ds-pg-media-label' }, `${words().mediaType}${required}`), select);
    } else {
      media = h('p', { class: 'ds-pg-media' }, choices[0]!.mediaType, required);
    }
    form.append(section(words().body, media, ...panels));
  }
  // A type the reader chose on the page before the island arrived. In the browser only: the build
  // runs this builder on a stand-in document and has no page to ask.
  if (mediaSelect && typeof document !== 'undefined') {
    const onPage = document.querySelector<HTMLSelectElement>('[data-ds-media-select]')?.value;
    const index = choices.findIndex((body) => body.mediaType === onPage);
    if (index > 0) chooseBody(index);
  }

  const showProblems = (problems: Problem[]) => {
    [...rows.keys(), ...(bodyRows[values.bodyIndex]?.keys() ?? []), ...(authRows?.keys() ?? [])].forEach(clearProblem);
    for (const problem of problems) {
      const row = rowOf(problem.key);
      if (!row) continue;
      row.error.textContent = problem.message;
      row.error.hidden = false;
      row.control.setAttribute('aria-invalid', 'true');
    }
    summary.hidden = !problems.length;
    summary.textContent = problems.length ? fill(words().notSentBecause, { problems: problems.map((p) => p.message).join('; ') }) : '';
    // Focus the first invalid input in reading order (auth comes before parameters on screen).
    const invalid = problems.map((p) => rowOf(p.key)?.control).filter((c): c is HTMLElement => Boolean(c));
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  // Request samples, as tabs.
  const panelId = uid('sample');
  const tabs = languages.map((lang, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${panelId}-${lang.id}`,
        class: 'ds-pg-tab',
        'aria-selected': String(index === 0),
        'aria-controls': panelId,
        tabindex: index === 0 ? '0' : '-1',
        'data-language': lang.id,
      },
      lang.label,
    ),
  );
  const selectTab = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
    });
    language = languages[index]!.id;
    samplePanel.setAttribute('aria-labelledby', tabs[index]!.id);
    if (focus) tabs[index]!.focus();
    refresh();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => selectTab(index, false));
    tab.addEventListener('keydown', (event) => {
      const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
      const next = keys[event.key];
      if (next === undefined) return;
      event.preventDefault();
      selectTab((next + tabs.length) % tabs.length, true);
    });
  });
  const samplePanel = h('pre', { id: panelId, class: 'ds-pg-code ds-pg-sample', role: 'tabpanel', tabindex: '0', 'aria-labelledby': tabs[0]!.id }, sampleCode);
  const copyButton: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'ds-pg-small-button',
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(sampleCode.textContent ?? '');
          copyButton.textContent = words().copied;
          announce(words().requestCopied);
        } catch {
          getSelection()?.selectAllChildren(sampleCode);
          copyButton.textContent = words().copySelectedHint;
        }
        setTimeout(() => (copyButton.textContent = words().copy), 2000);
      },
    },
    words().copy,
  );
  const samples = h(
    'div',
    { class: 'ds-pg-samples' },
    h('div', { class: 'ds-pg-samples-head' }, h('div', { role: 'tablist', 'aria-label': words().sampleLanguage, class: 'ds-pg-tabs' }, tabs), copyButton),
    samplePanel,
  );

  // Response.
  const responseBody = h('div', { class: 'ds-pg-response-content' }, h('p', { class: 'ds-pg-note' }, words().responseHint));
  const response = h('section', { class: 'ds-pg-response', 'aria-label': words().response, 'aria-busy': 'false' }, h('h3', { class: 'ds-pg-heading' }, words().response), responseBody);

  const setBusy = (busy: boolean) => {
    sendButton.disabled = busy;
    sendButton.textContent = busy ? words().sending : words().send;
    cancelButton.hidden = !busy;
    response.setAttribute('aria-busy', String(busy));
    if (busy) cancelButton.focus();
    else if (document.activeElement === cancelButton || document.activeElement === document.body) sendButton.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const request = current(false);
    showProblems(request.problems);
    if (request.problems.length) return;
    const viaProxy = spec.proxy && mayUseProxy(spec.proxy, values.server, spec.servers) ? spec.proxy : undefined;
    sending = send(request, viaProxy ? { proxy: viaProxy } : {});
    setBusy(true);
    responseBody.replaceChildren(h('p', { class: 'ds-pg-note' }, words().waitingForResponse));
    announce(words().sendingRequest);
    const result = await sending.done;
    sending = undefined;
    responseBody.replaceChildren(responseView(result, { url: request.url, curl: curlSample(current(true)), pageProtocol: location.protocol }));
    setBusy(false);
    announce(outcomeSentence(result));
  });

  refresh();
  return h(
    'section',
    { class: 'ds-playground ds-playground--live', 'aria-label': words().apiPlayground },
    h('h2', { class: 'ds-pg-heading' }, words().tryIt),
    form,
    samples,
    response,
    live,
  );
}

/** Replaces the build-time markup of the mount (everything but the spec) with the live playground. */
export function mountPlayground(mount: HTMLElement, spec: PlaygroundSpec): void {
  const root = buildPlayground(spec);
  for (const child of [...mount.children]) if (!(child instanceof HTMLScriptElement)) child.remove();
  mount.append(root);
}

/** Mounts every playground of the page (each mount holds its spec in a JSON script element). */
export function mountAll(mounts: HTMLElement[]): void {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-docsmith-playground]')];
  mounts.forEach((mount, index) => {
    if (mount.hasAttribute('data-docsmith-mounted')) return;
    const script = mount.querySelector<HTMLScriptElement>('script[data-docsmith-playground]') ?? scripts[index];
    if (!script?.textContent) return;
    let spec: PlaygroundSpec;
    try {
      spec = JSON.parse(script.textContent) as PlaygroundSpec;
    } catch {
      return;
    }
    if (spec.mode !== 'show') return;
    mount.setAttribute('data-docsmith-mounted', '');
    mountPlayground(mount, spec);
  });
}
