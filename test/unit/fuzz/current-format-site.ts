// Generated hostile sites in the current docs.json format: a navigation object with every node kind
// (languages, tabs, groups, a menu, dropdowns, products, versions, anchors, global links), the French
// language in a `$ref` file with its own navbar, footer and banner, and bad values planted at known
// places: links with hidden schemes, icons that try to break out of CSS or HTML, banners and nodes of
// the wrong shape, a redirect that climbs out of the site. Each planted value knows the rule that
// must report it and where; the tests check that a message names that file, line and column.
import fc from 'fast-check';
import { placeOfPath } from '../../../src/config/json-location.ts';

type JsonPath = (string | number)[];

export interface Planted {
  /** The file the value is written in, and its path there. */
  file: string;
  path: JsonPath;
  rule: string;
  value: unknown;
}

export interface CurrentSiteCase {
  files: Record<string, string>;
  pageIds: string[];
  planted: Planted[];
}

/** Placed findings a case must show: `file:line:column` and the rule of each planted value. */
export function expectedPlaces(c: CurrentSiteCase): { rule: string; place: string }[] {
  return c.planted.map((p) => {
    const place = placeOfPath(c.files[p.file]!, p.path);
    return { rule: p.rule, place: `${p.file}:${place?.line}:${place?.column}` };
  });
}

/** Refused by the URL policy (`links/unsafe-url`): schemes hidden by case, tabs, spaces, NULs. */
const UNSAFE_HREFS = [' java\tscript:alert(1)', 'JaVaScRiPt:alert(document.domain)', '\u0000javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'java\nscript:alert(1)'];
/** Hostile-looking but harmless once escaped (a path or a web link): no message, and no script sink. */
const SNEAKY_HREFS = ['/x" onmouseover="alert(1)', 'https://x.example/"><script>alert(1)</script>', 'java&#x09;script:alert(1)', '/%0Ajavascript:alert(1)'];
/** Icon names that try to leave a CSS value or an attribute (`component/unknown-icon`). */
const INJECTED_ICONS = [`"); -webkit-mask-image: url('https://evil.example/x.svg');/*`, '</style><script>alert(1)</script>', 'x" onload="alert(1)', "bolt'); background: url(javascript:alert(1))", '\u202Ebolt'];

const FR_FILE = 'lang/fr.json';

interface Slot {
  file: 'docs.json' | typeof FR_FILE;
  /** Where the value goes in that file. */
  path: JsonPath;
  kind: 'href' | 'icon' | 'shape';
}

/** Every place a bad value may be planted. */
const HREF_SLOTS: Slot[] = [
  { file: 'docs.json', path: ['navbar', 'links', 0, 'href'], kind: 'href' },
  { file: 'docs.json', path: ['footer', 'socials', 'github'], kind: 'href' },
  { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 1, 'menu', 2, 'href'], kind: 'href' },
  { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 5, 'href'], kind: 'href' },
  { file: 'docs.json', path: ['navigation', 'global', 'anchors', 0, 'href'], kind: 'href' },
  { file: FR_FILE, path: ['navbar', 'links', 0, 'href'], kind: 'href' },
  { file: FR_FILE, path: ['navbar', 'primary', 'href'], kind: 'href' },
  { file: FR_FILE, path: ['footer', 'socials', 'x'], kind: 'href' },
  { file: FR_FILE, path: ['footer', 'links', 0, 'items', 0, 'href'], kind: 'href' },
];
const ICON_SLOTS: Slot[] = [
  { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 1, 'menu', 0, 'icon'], kind: 'icon' },
  { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 2, 'dropdowns', 0, 'icon'], kind: 'icon' },
  { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 3, 'products', 0, 'icon'], kind: 'icon' },
  { file: 'docs.json', path: ['navigation', 'global', 'anchors', 0, 'icon'], kind: 'icon' },
  { file: FR_FILE, path: ['anchors', 0, 'icon'], kind: 'icon' },
];
/** Wrong shapes (`config/invalid-value`), each with the value and where the message points. */
const SHAPES: { slot: Slot; value: unknown; at: JsonPath; rule?: string }[] = [
  { slot: { file: 'docs.json', path: ['banner', 'content'], kind: 'shape' }, value: 5, at: ['banner', 'content'] },
  { slot: { file: FR_FILE, path: ['banner', 'type'], kind: 'shape' }, value: 'loud', at: ['banner', 'type'] },
  { slot: { file: FR_FILE, path: ['banner', 'content'], kind: 'shape' }, value: 'See [this](javascript:alert(1))', at: ['banner', 'content'], rule: 'links/unsafe-url' },
  { slot: { file: FR_FILE, path: ['navbar'], kind: 'shape' }, value: 'nope', at: ['navbar'] },
  { slot: { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 1, 'menu', 0, 'description'], kind: 'shape' }, value: { '</style>': 1 }, at: ['navigation', 'languages', 0, 'tabs', 1, 'menu', 0, 'description'] },
  { slot: { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 1, 'menu', 1], kind: 'shape' }, value: 42, at: ['navigation', 'languages', 0, 'tabs', 1, 'menu', 1] },
  { slot: { file: 'docs.json', path: ['navigation', 'languages', 0, 'tabs', 2, 'dropdowns', 0, 'iconType'], kind: 'shape' }, value: 'bogus', at: ['navigation', 'languages', 0, 'tabs', 2, 'dropdowns', 0, 'iconType'] },
  { slot: { file: 'docs.json', path: ['redirects', 0, 'source'], kind: 'shape' }, value: '/../../../escaped-by-fuzz/:slug*', at: ['redirects', 0, 'source'], rule: 'redirects/outside-site' },
];

export const CURRENT_SITE_PAGES = ['index', 'guides/one', 'guides/two', 'tools/cli', 'tools/dash', 'sdk/js', 'platform/cloud', 'releases/v1', 'fr/index', 'fr/guides/one'];

/** The site before any value is planted: valid, and using every node kind. */
function baseFiles(): { docs: Record<string, unknown>; fr: Record<string, unknown> } {
  const en = {
    language: 'en',
    default: true,
    tabs: [
      { tab: 'Guides', icon: 'book-open', groups: [{ group: 'Start', icon: 'rocket', root: 'index', tag: 'New', pages: ['guides/one', { group: 'Nested', expanded: false, pages: ['guides/two'] }] }] },
      {
        tab: 'Tools',
        menu: [
          { item: 'CLI', icon: 'terminal', description: 'The command', groups: [{ group: 'CLI', pages: ['tools/cli'] }] },
          { item: 'Dashboard', pages: ['tools/dash'] },
          { item: 'Status', href: 'https://status.example.com' },
        ],
      },
      { tab: 'SDKs', dropdowns: [{ dropdown: 'JavaScript', icon: 'braces', description: 'Node and browsers', pages: ['sdk/js'] }] },
      { tab: 'Platform', products: [{ product: 'Cloud', icon: 'cloud', description: 'Hosted', pages: ['platform/cloud'] }] },
      { tab: 'Releases', versions: [{ version: 'v1', default: true, groups: [{ group: 'V1', pages: ['releases/v1'] }] }] },
      { tab: 'Blog', href: 'https://blog.example.com' },
    ],
  };
  const fr = {
    language: 'fr',
    navbar: { links: [{ label: 'Statut', href: 'https://status.example.com/fr' }], primary: { type: 'button', label: 'Essayer', href: '/fr/index' } },
    footer: { socials: { x: 'https://x.com/acme' }, links: [{ header: 'Produit', items: [{ label: 'Tarifs', href: 'https://example.com/fr' }] }] },
    banner: { content: 'Version **2** : voir les [notes](/releases/v1).', type: 'info', dismissible: true },
    anchors: [{ anchor: 'Accueil', icon: 'house', pages: ['fr/index', 'fr/guides/one'] }],
  };
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0D9373', light: '#55D799', dark: '#0D9373' },
    icons: { library: 'lucide' },
    navbar: { links: [{ label: 'Status', href: 'https://status.example.com' }] },
    footer: { socials: { github: 'https://github.com/acme' } },
    banner: { content: 'Version 2 is out: [read more](/releases/v1).' },
    redirects: [{ source: '/old/:slug*', destination: '/guides/:slug*' }],
    navigation: {
      global: { anchors: [{ anchor: 'Forum', icon: 'users', href: 'https://forum.example.com' }] },
      languages: [en, { $ref: `./${FR_FILE}`, default: false }],
    },
  };
  return { docs, fr };
}

function setAt(root: unknown, path: JsonPath, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

const pick = <T>(items: T[], max: number) => fc.subarray(items, { maxLength: max });

/**
 * One generated site. At most five values per rule, so that the build lists every message (a rule
 * with more is summarised to its first five places).
 */
export const currentFormatSite: fc.Arbitrary<CurrentSiteCase> = fc
  .record({
    hrefs: pick(HREF_SLOTS, 4).chain((slots) => fc.tuple(fc.constant(slots), fc.array(fc.constantFrom(...UNSAFE_HREFS), { minLength: slots.length, maxLength: slots.length }))),
    sneaky: fc.array(fc.tuple(fc.constantFrom(...HREF_SLOTS), fc.constantFrom(...SNEAKY_HREFS)), { maxLength: 2 }),
    icons: pick(ICON_SLOTS, 4).chain((slots) => fc.tuple(fc.constant(slots), fc.array(fc.constantFrom(...INJECTED_ICONS), { minLength: slots.length, maxLength: slots.length }))),
    iconUrl: fc.boolean(),
    shapes: pick(SHAPES, 4),
    indent: fc.constantFrom(0, 2, '\t'),
  })
  .map(({ hrefs: [hrefSlots, hrefValues], sneaky, icons: [iconSlots, iconValues], iconUrl, shapes, indent }) => {
    const { docs, fr } = baseFiles();
    const target = (file: string) => (file === 'docs.json' ? docs : fr);
    const planted: Planted[] = [];
    // Harmless-but-hostile values first: a planted bad value at the same place replaces them.
    for (const [slot, value] of sneaky) setAt(target(slot.file), slot.path, value);
    hrefSlots.forEach((slot, i) => {
      setAt(target(slot.file), slot.path, hrefValues[i]);
      planted.push({ file: slot.file, path: slot.path, rule: 'links/unsafe-url', value: hrefValues[i] });
    });
    iconSlots.forEach((slot, i) => {
      setAt(target(slot.file), slot.path, iconValues[i]);
      planted.push({ file: slot.file, path: slot.path, rule: 'component/unknown-icon', value: iconValues[i] });
    });
    // An icon given as an image URL with a hidden scheme is a refused link.
    const urlSlot = ICON_SLOTS.find((s) => !iconSlots.includes(s));
    if (iconUrl && urlSlot && hrefSlots.length < 4) {
      setAt(target(urlSlot.file), urlSlot.path, 'javascript:alert(1)');
      planted.push({ file: urlSlot.file, path: urlSlot.path, rule: 'links/unsafe-url', value: 'javascript:alert(1)' });
    }
    for (const shape of shapes) {
      setAt(target(shape.slot.file), shape.slot.path, shape.value);
      planted.push({ file: shape.slot.file, path: shape.at, rule: shape.rule ?? 'config/invalid-value', value: shape.value });
    }
    // A value inside a part that a wrong shape replaced is gone, a banner of the wrong shape is left
    // out before its links are read, and a global link whose href is refused is left out whole: no
    // message is owed for the values inside those.
    const within = (outer: JsonPath, inner: JsonPath) => outer.length < inner.length && outer.every((k, i) => inner[i] === k);
    const dropsWhole = (q: Planted) => (q.rule === 'config/invalid-value' ? q.path : q.path[1] === 'global' && q.path.at(-1) === 'href' ? q.path.slice(0, -1) : undefined);
    const kept = planted.filter(
      (p) =>
        !planted.some((q) => {
          const whole = dropsWhole(q);
          return q !== p && q.file === p.file && whole !== undefined && (within(whole, p.path) || (q.rule === 'config/invalid-value' && q.path[0] === 'banner' && p.path[0] === 'banner'));
        }),
    );
    const files = {
      'docs.json': JSON.stringify(docs, null, indent),
      [FR_FILE]: JSON.stringify(fr, null, indent),
    };
    return { files, pageIds: CURRENT_SITE_PAGES, planted: kept };
  });
