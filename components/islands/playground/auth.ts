// The Authorization section: a scheme picker when there are alternatives, masked secret inputs with
// a show toggle, "remember for this tab" and a button that clears every secret.
import type { PlaygroundAuth } from '../../../src/playground/spec.ts';
import { h, uid } from './dom.ts';
import { authLabel } from './request.ts';
import type { SecretStore } from './secrets.ts';
import { fill, words } from './words.ts';

export interface AuthSection {
  element: HTMLElement;
  /** Input elements by problem key (`auth:token`, `auth:username`). */
  rows: Map<string, { control: HTMLElement; error: HTMLElement }>;
}

/** Secrets are stored per scheme, so two pages with the same scheme share what the reader typed. */
export function schemeKey(auth: PlaygroundAuth): string {
  if (auth.type === 'apiKey') return `apiKey:${auth.in}:${auth.name}`;
  if (auth.type === 'none') return 'none';
  return auth.schemeName ? `${auth.type}:${auth.schemeName}` : auth.type;
}

interface Options {
  auth: PlaygroundAuth[];
  store: SecretStore;
  /** Current scheme index and secrets; the section writes them. */
  state: { authIndex: number; secrets: Record<string, string> };
  onChange(): void;
  announce(message: string): void;
}

export function authSection({ auth, store, state, onChange, announce }: Options): AuthSection {
  const rows = new Map<string, { control: HTMLElement; error: HTMLElement }>();
  const inputs = h('div', { class: 'ds-pg-auth-inputs' });

  const secretRow = (scheme: string, part: string, label: string, masked: boolean, prefix?: string) => {
    const id = uid('secret');
    const errorId = `${id}-error`;
    const key = `${scheme}:${part}`;
    const initial = store.get(key) ?? prefix ?? '';
    state.secrets[part] = initial;
    const input: HTMLInputElement = h('input', {
      id,
      class: 'ds-pg-input',
      type: masked ? 'password' : 'text',
      autocomplete: 'off',
      autocapitalize: 'off',
      spellcheck: 'false',
      'data-1p-ignore': true,
      'data-lpignore': 'true',
      'aria-describedby': errorId,
      value: initial,
      oninput: () => {
        state.secrets[part] = input.value;
        store.set(key, input.value === prefix ? '' : input.value);
        error.hidden = true;
        input.removeAttribute('aria-invalid');
        onChange();
      },
    });
    const toggle =
      masked &&
      h(
        'button',
        {
          type: 'button',
          class: 'ds-pg-small-button',
          'aria-pressed': 'false',
          'aria-label': fill(words().showSecret, { name: label }),
          onclick: () => {
            const show = input.type === 'password';
            input.type = show ? 'text' : 'password';
            toggle && toggle.setAttribute('aria-pressed', String(show));
            if (toggle) toggle.textContent = show ? words().hide : words().show;
          },
        },
        words().show,
      );
    const error = h('p', { id: errorId, class: 'ds-pg-error', hidden: true });
    rows.set(`auth:${part}`, { control: input, error });
    inputs.append(
      h(
        'div',
        { class: 'ds-pg-field' },
        h('div', { class: 'ds-pg-field-head' }, h('label', { for: id, class: 'ds-pg-name' }, label)),
        h('div', { class: 'ds-pg-secret' }, input, toggle),
        error,
      ),
    );
  };

  const render = () => {
    inputs.replaceChildren();
    rows.clear();
    for (const key of Object.keys(state.secrets)) delete state.secrets[key];
    const scheme = auth[state.authIndex];
    if (scheme && scheme.type !== 'none') {
      const key = schemeKey(scheme);
      if (scheme.type === 'basic') {
        secretRow(key, 'username', scheme.usernameName || words().username, false);
        secretRow(key, 'password', scheme.passwordName || words().password, true);
      } else if (scheme.type === 'apiKey') {
        secretRow(key, 'token', scheme.name, true, scheme.inputPrefix);
        if (scheme.in === 'cookie') {
          inputs.append(h('p', { class: 'ds-pg-note' }, words().apiKeyCookieNote));
        }
      } else {
        secretRow(key, 'token', scheme.type === 'bearer' ? words().bearerToken : words().accessToken, true, scheme.type === 'bearer' ? scheme.inputPrefix : undefined);
        if (scheme.type !== 'bearer') inputs.append(h('p', { class: 'ds-pg-note' }, words().accessTokenNote));
      }
    }
    onChange();
  };

  const pickerId = uid('scheme');
  const picker =
    auth.length > 1 &&
    h(
      'div',
      { class: 'ds-pg-field' },
      h('div', { class: 'ds-pg-field-head' }, h('label', { for: pickerId, class: 'ds-pg-name' }, words().authMethod)),
      (() => {
        const select: HTMLSelectElement = h(
          'select',
          {
            id: pickerId,
            class: 'ds-pg-input',
            onchange: () => {
              state.authIndex = Number(select.value);
              render();
            },
          },
          auth.map((a, i) => h('option', { value: String(i) }, authLabel(a))),
        );
        return select;
      })(),
    );

  const rememberId = uid('remember');
  const remember: HTMLInputElement = h('input', {
    id: rememberId,
    type: 'checkbox',
    checked: store.remember,
    onchange: () => store.setRemember(remember.checked),
  });
  store.subscribe(() => {
    remember.checked = store.remember;
  });
  const clear = h(
    'button',
    {
      type: 'button',
      class: 'ds-pg-small-button',
      onclick: () => {
        store.clear();
        render();
        announce(words().secretsCleared);
      },
    },
    words().clearSecrets,
  );

  render();
  const element = h(
    'fieldset',
    { class: 'ds-pg-section ds-pg-auth' },
    h('legend', { class: 'ds-pg-legend' }, words().authorization),
    picker,
    inputs,
    h(
      'div',
      { class: 'ds-pg-secret-tools' },
      h('span', { class: 'ds-pg-check' }, remember, h('label', { for: rememberId }, words().rememberForTab)),
      clear,
    ),
    h('p', { class: 'ds-pg-note' }, words().secretsNote),
  );
  return { element, rows };
}
