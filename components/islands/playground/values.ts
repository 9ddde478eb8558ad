// What the inputs hold before the reader types. Shared by the island and the build-time static view,
// so the request shown before the island loads is the one the island starts from.
import type { PlaygroundField, PlaygroundSpec } from '../../../src/playground/spec.ts';
import { bodyChoices, formKey, isFileField, paramKey, type BodyValues, type FieldValue, type PlaygroundValues } from './request.ts';

export function stringOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Required fields start with their default or example; optional ones start empty (not sent), unless
 * the site asks for every parameter in its samples (`optionalFilled`) and the field has a value to show.
 */
export function initialValue(field: PlaygroundField, optionalFilled = false): FieldValue {
  const seed = field.default !== undefined ? field.default : field.example;
  if (optionalFilled && !field.required && seed !== undefined && seed !== null) field = { ...field, required: true };
  if (field.type === 'boolean') {
    return field.required || field.default !== undefined ? seed === true || seed === 'true' : undefined;
  }
  if (isFileField(field)) return null;
  if (field.type === 'array') {
    const list = field.required && Array.isArray(seed) ? seed.map(stringOf) : [];
    return list.length ? list : [''];
  }
  return field.required ? stringOf(seed) : '';
}

export function initialValues(spec: PlaygroundSpec): PlaygroundValues {
  const fields: Record<string, FieldValue> = {};
  for (const p of spec.parameters) fields[paramKey(p)] = initialValue(p, spec.optionalFilled);
  const bodies = bodyChoices(spec).map((body): BodyValues => {
    const formFields: Record<string, FieldValue> = {};
    for (const f of body.fields ?? []) formFields[formKey(f)] = initialValue(f, spec.optionalFilled);
    return { fields: formFields, text: body.example ?? '', file: null };
  });
  return { server: spec.servers[0] ?? '', fields, bodyIndex: 0, bodies, authIndex: 0, secrets: {} };
}

/** The secrets a page shows before anyone types: the input prefix. */
export function placeholderSecrets(spec: PlaygroundSpec): Record<string, string> {
  const auth = spec.auth[0];
  if ((auth?.type === 'apiKey' || auth?.type === 'bearer') && auth.inputPrefix) return { token: auth.inputPrefix };
  return {};
}
