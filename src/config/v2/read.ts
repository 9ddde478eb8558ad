// The reader of the current docs.json format (`navigation` as an object): maps the file, already
// parsed with its `$ref`s resolved, onto Docsmith's one config. Required keys missing or wrong are
// errors placed at file:line:column; every other problem is a warning and the rest builds.
import type { Finding } from '../../diagnostics/reporter.ts';
import { formatJsonPath, type Place } from '../json-location.ts';
import type { DocsConfig } from '../schema.ts';
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';
import { DocsmithUserError } from '../load.ts';
import { mapNavigation, type NavigationOperation, type NodeOpenapi } from './navigation.ts';
import type { JsonPath } from './refs.ts';
import { mapSiteKeys, TOP_LEVEL_KEYS } from './site-keys.ts';
import { readFonts } from './fonts.ts';
import { readStyling } from './styling.ts';

export type Locate = (path: JsonPath) => (Place & { file?: string }) | undefined;

export interface CurrentFormatResult {
  config: DocsConfig;
  findings: Finding[];
  /** Places of the model's own paths (`navigation[i]` of the mapped groups) in the files. */
  locate: Locate;
  /** The path in the file of a path of the mapped config. */
  realPath: (path: JsonPath) => JsonPath;
  /** Operation entries of the navigation, resolved with the OpenAPI files. */
  operations: NavigationOperation[];
  siteOpenapi: NodeOpenapi[];
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function readCurrentFormat(fileName: string, data: Record<string, unknown>, locateInFiles: Locate): CurrentFormatResult {
  const findings: Finding[] = [];
  const errors: string[] = [];
  const at = (path: JsonPath) => {
    const place = locateInFiles(path);
    return { file: place?.file ?? fileName, line: place?.line, column: place?.column };
  };
  const report = (rule: string, path: JsonPath, message: string) => {
    const place = at(path);
    findings.push({ rule, ...place, message: message.startsWith(formatJsonPath(path)) ? message : `${formatJsonPath(path)}: ${message}` });
  };
  const error = (path: JsonPath, message: string) => {
    const place = at(path);
    errors.push(`${place.file}${place.line ? `:${place.line}:${place.column}` : ''}: ${formatJsonPath(path)}: ${message}`);
  };

  // Required keys, with a did-you-mean for a misspelt one.
  const misspelt = (key: string) => {
    const near = Object.keys(data).find((k) => k !== key && !(TOP_LEVEL_KEYS as readonly string[]).includes(k) && didYouMeanSuffix(k, [key]));
    return near ? ` ("${near}" is set: did you mean "${key}"?)` : '';
  };
  if (typeof data.name !== 'string' || !data.name.trim()) error(['name'], `expected a non-empty site name${misspelt('name')}`);
  const colors = data.colors;
  const primary = colors && typeof colors === 'object' ? (colors as Record<string, unknown>).primary : undefined;
  if (colors !== undefined && (typeof primary !== 'string' || !HEX.test(primary))) {
    error(['colors', 'primary'], `expected a hex colour like "#0D9373", got ${primary === undefined ? 'nothing' : JSON.stringify(primary)}`);
  }
  const navigation = data.navigation;
  if (!navigation || typeof navigation !== 'object' || Array.isArray(navigation)) {
    error(['navigation'], `expected an object of tabs, anchors, groups or pages${misspelt('navigation')}`);
  }
  if (errors.length) {
    throw new DocsmithUserError(
      errors.length === 1 ? errors[0]! : `${fileName} has ${errors.length} problems:\n${errors.map((e) => `  ${e}`).join('\n')}`,
      `Fix ${fileName} and build again. Both docs.json formats are described in the Docsmith README.`,
    );
  }

  const mapped = mapNavigation(navigation as Record<string, unknown>, report);
  const config = {
    name: data.name as string,
    navigation: mapped.groups,
    format: 'current',
    ...(typeof data.$schema === 'string' ? { $schema: data.$schema } : {}),
    ...(typeof data.theme === 'string' ? { theme: data.theme } : {}),
  } as DocsConfig;
  if (colors && typeof colors === 'object') {
    const c = colors as Record<string, unknown>;
    const optionalHex = (key: 'light' | 'dark') => {
      if (c[key] === undefined) return undefined;
      if (typeof c[key] === 'string' && HEX.test(c[key])) return c[key];
      report('config/invalid-value', ['colors', key], `expected a hex colour like "#0D9373", got ${JSON.stringify(c[key])}; it is ignored`);
      return undefined;
    };
    const light = optionalHex('light');
    const dark = optionalHex('dark');
    config.colors = { primary: primary as string, ...(light ? { light } : {}), ...(dark ? { dark } : {}) };
    for (const key of Object.keys(c)) {
      if (!['primary', 'light', 'dark'].includes(key)) report('config/unknown-key', ['colors', key], `unknown key "colors.${key}"${didYouMeanSuffix(key, ['primary', 'light', 'dark'])}; it is ignored`);
    }
  }
  if (mapped.tabs.length) config.tabs = mapped.tabs;
  if (mapped.anchors.length) config.anchors = mapped.anchors;
  if (mapped.versions.length) config.versions = mapped.versions;
  mapSiteKeys(data, config, report);
  const fonts = readFonts(data.fonts, report);
  if (fonts) config.fonts = fonts;
  const styling = readStyling(data.styling, report);
  if (styling) config.styling = styling;
  if (mapped.siteOpenapi.length) {
    config.openapi = [...[config.openapi ?? []].flat(), ...mapped.siteOpenapi.map((s) => s.source)];
    for (const { source, directory } of mapped.siteOpenapi) if (directory) config.openapiDirectories = { ...config.openapiDirectories, [source]: directory };
  }

  // Later stages report with the config's own paths: map them back to the file's. A tab or anchor
  // is its node (its `url` the node's `href`); footer socials are `footer.socials`; the top bar's
  // button is `navbar.primary` (its `url` and `name` are `href` and `label`).
  const KEY_IN_FILE: Record<string, string> = { url: 'href' };
  const BUTTON_KEY_IN_FILE: Record<string, string> = { url: 'href', name: 'label' };
  const realPath = (path: JsonPath): JsonPath => {
    if ((path[0] === 'tabs' || path[0] === 'anchors') && typeof path[1] === 'number') {
      const node = (path[0] === 'tabs' ? mapped.tabPaths : mapped.anchorPaths)[path[1]];
      const rest = path.slice(2).map((key) => (typeof key === 'string' ? (KEY_IN_FILE[key] ?? key) : key));
      if (node) return [...node, ...rest];
    }
    if (path[0] === 'versions' && typeof path[1] === 'number') {
      const node = mapped.versionPaths.get(config.versions?.[path[1]] ?? '');
      if (node) return [...node, ...path.slice(2)];
    }
    if (path[0] === 'footerSocials') return ['footer', 'socials', ...path.slice(1)];
    if (path[0] === 'backgroundImage') return ['background', 'image', ...path.slice(1)];
    if (path[0] === 'topbarCtaButton') return ['navbar', 'primary', ...path.slice(1).map((key) => (typeof key === 'string' ? (BUTTON_KEY_IN_FILE[key] ?? key) : key))];
    if (path[0] !== 'navigation' || typeof path[1] !== 'number') return path;
    let group = mapped.groups[path[1]];
    let real = mapped.groupPaths[path[1]];
    let rest = path.slice(2);
    while (group && rest[0] === 'pages' && typeof rest[1] === 'number') {
      real = mapped.entryPaths.get(group)?.[rest[1]] ?? real;
      const entry: unknown = group.pages[rest[1]];
      group = entry && typeof entry === 'object' ? (entry as typeof group) : undefined;
      rest = rest.slice(2);
    }
    return real ? [...real, ...rest] : path;
  };
  const locate: Locate = (path) => locateInFiles(realPath(path));
  return { config, findings, locate, realPath, operations: mapped.operations, siteOpenapi: mapped.siteOpenapi };
}
