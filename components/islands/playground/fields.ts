// One input per parameter or form field, by type: enums as selects, booleans as switches, arrays as
// repeatable inputs, files as file inputs, numbers as number inputs, everything else as text.
import type { PlaygroundField } from '../../../src/playground/spec.ts';
import { h, uid } from './dom.ts';
import { isFileField, type FieldValue } from './request.ts';
import { stringOf } from './values.ts';
import { fill, words } from './words.ts';

export interface FieldRow {
  element: HTMLElement;
  /** The element to focus and mark invalid. */
  control: HTMLElement;
  error: HTMLElement;
}

export function typeLabel(field: PlaygroundField): string {
  const base = field.type === 'array' ? `${field.items?.type ?? 'string'}[]` : field.type || 'string';
  return field.format && field.format !== 'binary' ? `${base} (${field.format})` : base;
}

function placeholderOf(field: PlaygroundField, items = false): string | undefined {
  const seed = field.example !== undefined ? field.example : field.default;
  if (seed === undefined || seed === null) return undefined;
  if (items && Array.isArray(seed)) return stringOf(seed[0]);
  return stringOf(seed);
}

function enumSelect(
  options: (string | number | boolean)[],
  value: string,
  attrs: Record<string, string | boolean | undefined>,
  onChange: (value: string) => void,
  required: boolean,
): HTMLSelectElement {
  const select = h(
    'select',
    { ...attrs, class: 'ds-pg-input', onchange: () => onChange(select.value) },
    h('option', { value: '' }, required ? words().selectValue : words().notSent),
    options.map((o) => h('option', { value: String(o) }, String(o))),
  );
  select.value = value;
  return select;
}

function scalarInput(
  field: Pick<PlaygroundField, 'type' | 'enum' | 'format'>,
  value: string,
  attrs: Record<string, string | boolean | undefined>,
  onChange: (value: string) => void,
  required: boolean,
): HTMLElement {
  if (field.enum?.length) return enumSelect(field.enum, value, attrs, onChange, required);
  if (field.type === 'object') {
    const area: HTMLTextAreaElement = h('textarea', {
      ...attrs,
      class: 'ds-pg-input ds-pg-input--code',
      rows: 3,
      spellcheck: 'false',
      oninput: () => onChange(area.value),
    });
    area.value = value;
    return area;
  }
  const numeric = field.type === 'integer' || field.type === 'number';
  const input: HTMLInputElement = h('input', {
    ...attrs,
    class: 'ds-pg-input',
    type: numeric ? 'number' : 'text',
    step: numeric ? (field.type === 'integer' ? '1' : 'any') : undefined,
    inputmode: numeric ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined,
    autocomplete: 'off',
    spellcheck: 'false',
    oninput: () => onChange(input.value),
  });
  input.value = value;
  return input;
}

/**
 * Builds the row for one field. `onChange` receives every new value; the row keeps nothing itself
 * except the DOM.
 */
export function fieldRow(field: PlaygroundField, initial: FieldValue, onChange: (value: FieldValue) => void): FieldRow {
  const id = uid('field');
  const errorId = `${id}-error`;
  const required = Boolean(field.required);
  const attrs = {
    id,
    required,
    'aria-required': required ? 'true' : undefined,
    'aria-describedby': errorId,
    placeholder: placeholderOf(field),
  };
  let control: HTMLElement;
  let body: HTMLElement;

  if (field.type === 'boolean') {
    const state = h('span', { class: 'ds-pg-switch-state', 'aria-hidden': 'true' }, initial === undefined ? words().switchNotSent : String(initial));
    const input: HTMLInputElement = h('input', {
      id,
      type: 'checkbox',
      role: 'switch',
      class: 'ds-pg-switch',
      'aria-describedby': errorId,
      checked: initial === true,
      onchange: () => {
        state.textContent = String(input.checked);
        onChange(input.checked);
      },
    });
    control = input;
    body = h('div', { class: 'ds-pg-switch-row' }, input, state);
  } else if (isFileField(field)) {
    const input: HTMLInputElement = h('input', {
      ...attrs,
      placeholder: undefined,
      type: 'file',
      class: 'ds-pg-input ds-pg-input--file',
      onchange: () => onChange(input.files?.[0] ?? null),
    });
    control = body = input;
  } else if (field.type === 'array') {
    const items = Array.isArray(initial) ? [...initial] : [''];
    const list = h('ol', { class: 'ds-pg-array', 'aria-label': fill(words().arrayItems, { name: field.name }) });
    const itemField = { type: field.items?.type ?? 'string', enum: field.items?.enum };
    const render = (focusIndex?: number) => {
      list.replaceChildren();
      items.forEach((item, index) => {
        const itemAttrs = {
          id: index === 0 ? id : `${id}-${index}`,
          'aria-label': fill(words().arrayItem, { name: field.name, number: String(index + 1) }),
          'aria-describedby': errorId,
          placeholder: placeholderOf(field, true),
        };
        const input = scalarInput(itemField, item, itemAttrs, (v) => {
          items[index] = v;
          onChange([...items]);
        }, required);
        const remove = h(
          'button',
          {
            type: 'button',
            class: 'ds-pg-icon-button',
            'aria-label': fill(words().removeArrayItem, { name: field.name, number: String(index + 1) }),
            disabled: items.length === 1,
            onclick: () => {
              items.splice(index, 1);
              onChange([...items]);
              render(Math.max(0, index - 1));
            },
          },
          '×',
        );
        list.append(h('li', { class: 'ds-pg-array-item' }, input, remove));
        if (index === focusIndex) queueMicrotask(() => input.focus());
      });
    };
    render();
    const add = h(
      'button',
      {
        type: 'button',
        class: 'ds-pg-small-button',
        onclick: () => {
          items.push('');
          onChange([...items]);
          render(items.length - 1);
        },
      },
      fill(words().addArrayItem, { name: field.name }),
    );
    control = list;
    body = h('div', { class: 'ds-pg-array-wrap' }, list, add);
  } else {
    control = body = scalarInput(field, typeof initial === 'string' ? initial : '', attrs, onChange, required);
  }

  const error = h('p', { id: errorId, class: 'ds-pg-error', hidden: true });
  const element = h(
    'div',
    { class: 'ds-pg-field' },
    h(
      'div',
      { class: 'ds-pg-field-head' },
      h('label', { for: id, class: 'ds-pg-name' }, field.name),
      h('span', { class: 'ds-pg-type' }, typeLabel(field)),
      required && h('span', { class: 'ds-pg-required' }, words().required),
      field.deprecated && h('span', { class: 'ds-pg-deprecated' }, words().fieldDeprecated),
    ),
    field.description && h('p', { class: 'ds-pg-description' }, field.description),
    body,
    error,
  );
  return { element, control, error };
}
