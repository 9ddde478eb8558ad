// The inputs of one media type of a request body: form fields, a file, or a text editor (JSON is
// checked as the reader types). A body with several media types gets one set per type, so that
// switching back and forth keeps what the reader typed in each.
import type { PlaygroundBody } from '../../../src/playground/spec.ts';
import { h, uid } from './dom.ts';
import { fieldRow } from './fields.ts';
import { checkJson } from './json-check.ts';
import { formKey, isBinaryMediaType, isFormMediaType, isJsonMediaType, type BodyValues } from './request.ts';
import { fill, words } from './words.ts';

export interface InputRow {
  control: HTMLElement;
  error: HTMLElement;
}

export interface BodyHooks {
  /** A value changed; `key` names the input whose problem should clear (none for the editor, which checks itself). */
  onChange(key?: string): void;
  /** The editor's JSON problem (undefined when its text parses), also reported while building. */
  onJsonProblem(problem: string | undefined): void;
}

/** Builds the inputs writing into `state`; `rows` maps problem keys (`formKey`, `body`) to inputs. */
export function bodyInputs(body: PlaygroundBody, state: BodyValues, hooks: BodyHooks): { elements: HTMLElement[]; rows: Map<string, InputRow> } {
  const rows = new Map<string, InputRow>();
  const media = body.mediaType;
  if (isFormMediaType(media) && body.fields?.length) {
    const elements = body.fields.map((field) => {
      const key = formKey(field);
      const row = fieldRow(field, state.fields[key], (value) => {
        state.fields[key] = value;
        hooks.onChange(key);
      });
      rows.set(key, row);
      return row.element;
    });
    return { elements, rows };
  }
  if (isBinaryMediaType(media)) {
    const id = uid('body');
    const input: HTMLInputElement = h('input', {
      id,
      type: 'file',
      class: 'ds-pg-input ds-pg-input--file',
      onchange: () => {
        state.file = input.files?.[0] ?? null;
        hooks.onChange('body');
      },
    });
    const error = h('p', { class: 'ds-pg-error', hidden: true });
    rows.set('body', { control: input, error });
    return { elements: [h('label', { for: id, class: 'ds-pg-name' }, words().fileToSend), input, error], rows };
  }
  const id = uid('body');
  const errorId = `${id}-error`;
  const json = isJsonMediaType(media);
  const error = h('p', { id: errorId, class: 'ds-pg-error', hidden: true });
  const editor: HTMLTextAreaElement = h('textarea', {
    id,
    class: 'ds-pg-input ds-pg-input--code ds-pg-editor',
    spellcheck: 'false',
    autocapitalize: 'off',
    rows: Math.min(18, Math.max(4, state.text.split('\n').length + 1)),
    'aria-describedby': errorId,
    oninput: () => {
      state.text = editor.value;
      check();
      hooks.onChange();
    },
  });
  editor.value = state.text;
  const check = () => {
    let problem: string | undefined;
    if (json && editor.value.trim()) {
      const result = checkJson(editor.value);
      if (!result.ok) problem = result.message;
    }
    hooks.onJsonProblem(problem);
    error.textContent = problem ?? '';
    error.hidden = !problem;
    if (problem) editor.setAttribute('aria-invalid', 'true');
    else editor.removeAttribute('aria-invalid');
  };
  check();
  rows.set('body', { control: editor, error });
  return { elements: [h('label', { for: id, class: 'ds-visually-hidden' }, fill(words().requestBodyOf, { mediaType: media })), editor, error], rows };
}
