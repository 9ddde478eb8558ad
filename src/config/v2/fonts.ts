// The current format's `fonts`, checked key by key: a family (with an optional weight), or a
// `source` file (a path of the docs folder or a web address) with its `format`; `heading` and `body`
// take the same fields. A wrong value is a placed warning and is left out; the rest is kept.
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';
import type { FontSetting, FontsSetting } from '../../runtime/font-style.ts';
import type { JsonPath } from './refs.ts';
import { hrefAllowed, type SiteKeysReport } from './site-keys.ts';

const FIELDS = ['family', 'weight', 'source', 'format'];
const FORMATS = ['woff', 'woff2'];

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function readSetting(value: Record<string, unknown>, path: JsonPath, report: SiteKeysReport, extra: string[]): FontSetting {
  const name = path.join('.');
  for (const key of Object.keys(value)) {
    if (!FIELDS.includes(key) && !extra.includes(key)) report('config/unknown-key', [...path, key], `unknown key "${name}.${key}"${didYouMeanSuffix(key, [...FIELDS, ...extra])}; it is ignored`);
  }
  const out: FontSetting = {};
  if (value.family !== undefined) {
    if (typeof value.family === 'string' && value.family.trim()) out.family = value.family;
    else report('config/invalid-value', [...path, 'family'], `${name}.family: expected a font family name like "Inter", got ${JSON.stringify(value.family)}; it is ignored`);
  }
  if (value.weight !== undefined) {
    const weight = typeof value.weight === 'string' && /^\d+$/.test(value.weight) ? Number(value.weight) : value.weight;
    if (typeof weight === 'number' && Number.isInteger(weight) && weight >= 1 && weight <= 1000) out.weight = weight;
    else report('config/invalid-value', [...path, 'weight'], `${name}.weight: expected a number from 1 to 1000 like 400, got ${JSON.stringify(value.weight)}; it is ignored`);
  }
  if (value.format !== undefined) {
    if (typeof value.format === 'string' && FORMATS.includes(value.format)) out.format = value.format as 'woff' | 'woff2';
    else report('config/invalid-value', [...path, 'format'], `${name}.format: expected "woff" or "woff2", got ${JSON.stringify(value.format)}${typeof value.format === 'string' ? didYouMeanSuffix(value.format, FORMATS) : ''}; it is ignored`);
  }
  if (value.source !== undefined) {
    if (typeof value.source !== 'string' || !value.source.trim()) {
      report('config/invalid-value', [...path, 'source'], `${name}.source: expected a path of the docs folder or a web address of a woff/woff2 file, got ${JSON.stringify(value.source)}; it is ignored`);
    } else if (!out.family) {
      report('config/invalid-value', [...path, 'source'], `${name}.source: a font file needs the "family" name it is used under; it is ignored`);
    } else if (/(^|[\\/])\.\.([\\/]|$)/.test(value.source)) {
      report('config/invalid-value', [...path, 'source'], `${name}.source: expected a path inside the docs folder, got "${value.source}"; it is ignored`);
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(value.source) && !/^https?:/i.test(value.source)) {
      // Only web addresses: hrefAllowed reports a blocked scheme (javascript:, data:) as such.
      if (hrefAllowed(value.source, [...path, 'source'], report)) report('config/invalid-value', [...path, 'source'], `${name}.source: expected an https:// address or a path, got "${value.source}"; it is ignored`);
    } else if (hrefAllowed(value.source, [...path, 'source'], report)) out.source = value.source;
  }
  return out;
}

/** `fonts` as Docsmith uses it, or undefined when it holds nothing usable. */
export function readFonts(value: unknown, report: SiteKeysReport): FontsSetting | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    report('config/invalid-value', ['fonts'], `fonts: expected an object like { "family": "Inter" }, got ${JSON.stringify(value)}; it is ignored`);
    return undefined;
  }
  const out: FontsSetting = readSetting(value, ['fonts'], report, ['heading', 'body']);
  for (const part of ['heading', 'body'] as const) {
    const inner = value[part];
    if (inner === undefined) continue;
    if (isRecord(inner)) out[part] = readSetting(inner, ['fonts', part], report, []);
    else report('config/invalid-value', ['fonts', part], `fonts.${part}: expected an object like { "family": "Inter" }; it is ignored`);
  }
  return Object.keys(out).length ? out : undefined;
}
