// docs.json `thumbnails`: a 1200×630 social image per page, drawn at build time from the page title.
// Satori lays the card out and turns its text into outlines with Inter (from the @fontsource/inter
// package, so no system font and no download is involved); resvg rasterises the SVG to PNG. No
// browser, no network.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';

export interface ThumbnailInput {
  title: string;
  siteName: string;
  /** The group trail or section shown above the title, if any. */
  eyebrow?: string;
  appearance: 'light' | 'dark';
  /** Hex accent colour (docs.json primary). */
  accent: string;
}

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** Long titles shrink, then get cut with an ellipsis, so a card never overflows. */
function fitTitle(title: string): { text: string; size: number } {
  const clean = title.replace(/\s+/g, ' ').trim() || 'Untitled';
  const text = clean.length > 110 ? `${clean.slice(0, 107).trimEnd()}…` : clean;
  return { text, size: text.length > 60 ? 56 : text.length > 30 ? 68 : 80 };
}

export async function thumbnailSvg(input: ThumbnailInput): Promise<string> {
  const dark = input.appearance === 'dark';
  const background = dark ? '#0f1117' : '#ffffff';
  const text = dark ? '#f1f5f9' : '#111827';
  const muted = dark ? '#94a3b8' : '#4b5563';
  const accent = /^#[0-9a-f]{3,8}$/i.test(input.accent) ? input.accent : '#0d9373';
  const title = fitTitle(input.title);
  const card = el('div', { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', background, borderTop: `16px solid ${accent}`, fontFamily: 'Inter' }, [
    el('div', { display: 'flex', flexDirection: 'column', gap: '24px' }, [
      ...(input.eyebrow ? [el('div', { fontSize: 30, color: accent, fontWeight: 700 }, input.eyebrow)] : []),
      el('div', { fontSize: title.size, color: text, fontWeight: 700, lineHeight: 1.15 }, title.text),
    ]),
    el('div', { fontSize: 32, color: muted, fontWeight: 400 }, input.siteName),
  ]);
  return satori(card as never, { width: 1200, height: 630, fonts: loadFonts() });
}

/** Rasterised off the main thread (resvg's async render), so several pages can render at once. */
export async function renderThumbnail(input: ThumbnailInput): Promise<Buffer> {
  const svg = await thumbnailSvg(input);
  return (await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })).asPng();
}
