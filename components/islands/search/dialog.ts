// The search dialog, loaded the first time a reader opens search. It queries the Pagefind index that
// `astro build` writes to `<base>/pagefind/`, and lists results as a listbox driven from the input:
// arrow keys move the selection, Enter opens it, Escape closes the dialog. Pagefind loads the index
// of the page's <html lang> only, so results are always in the reader's language; on a versioned
// site they are of the reader's version (and of pages in every version) unless "All versions" is on.
import { escapeHtml, markedExcerpt } from './excerpt.ts';
import type { SearchWords } from './words.ts';

/** `{name}` placeholders (as src/i18n's formatUiString fills them, without loading every table here). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSection[];
}
interface PagefindResult {
  data(): Promise<PagefindData>;
}
interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, wait?: number): Promise<{ results: PagefindResult[] } | null>;
}

const MAX_RESULTS = 8;
const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');

let dialog: HTMLDialogElement | undefined;
let pagefind: Promise<Pagefind | undefined> | undefined;

function loadPagefind(): Promise<Pagefind | undefined> {
  if (import.meta.env.DEV) return Promise.resolve(undefined);
  // A variable, not a template literal: Vite would wrap the latter in its preload helper.
  const url = `${base}pagefind/pagefind.js`;
  pagefind ??= import(/* @vite-ignore */ url)
    .then(async (module: Pagefind) => {
      await module.options({ baseUrl: base, excerptLength: 24 });
      await module.init();
      return module;
    })
    .catch(() => undefined);
  return pagefind;
}

function build(words: SearchWords): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'ds-search-dialog';
  element.setAttribute('aria-label', words.search);
  element.innerHTML = `
    <div class="ds-search-field">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><circle cx="11" cy="11" r="7" stroke="currentColor" stroke-width="2" fill="none"/><path d="m20 20-3.5-3.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
      <input class="ds-search-input" type="search" role="combobox" aria-label="${escapeHtml(words.search)}" aria-autocomplete="list"
        aria-expanded="false" aria-controls="ds-search-results" autocomplete="off" spellcheck="false" placeholder="${escapeHtml(words.searchPlaceholder)}">
      <button type="button" class="ds-search-close"><kbd>Esc</kbd><span class="ds-visually-hidden"> ${escapeHtml(words.searchClose)}</span></button>
    </div>
    <p class="ds-search-status" role="status"></p>
    <ul class="ds-search-results" id="ds-search-results" role="listbox" aria-label="${escapeHtml(words.searchResults)}"></ul>
    <div class="ds-search-footer">
      <span aria-hidden="true"><kbd>↑</kbd> <kbd>↓</kbd> ${escapeHtml(words.searchMove)}</span><span aria-hidden="true"><kbd>Enter</kbd> ${escapeHtml(words.searchOpen)}</span>
      <label class="ds-search-scope" hidden><input type="checkbox" class="ds-search-all-versions"> ${escapeHtml(words.searchAllVersions)}</label>
    </div>`;
  document.body.append(element);

  const input = element.querySelector('input')!;
  const status = element.querySelector('.ds-search-status')!;
  const list = element.querySelector('ul')!;
  const allVersions = element.querySelector<HTMLInputElement>('.ds-search-all-versions')!;
  // Only a versioned site offers the choice; the head script has set the reader's version by now.
  element.querySelector<HTMLElement>('.ds-search-scope')!.hidden = !document.documentElement.dataset.version;
  allVersions.addEventListener('change', () => input.value.trim() && input.dispatchEvent(new Event('input')));
  let selected = -1;

  const options = () => [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  const select = (index: number) => {
    const all = options();
    selected = all.length ? (index + all.length) % all.length : -1;
    all.forEach((option, i) => option.setAttribute('aria-selected', String(i === selected)));
    const current = all[selected];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const show = (items: { url: string; title: string; group: string; excerpt: string }[], term: string) => {
    list.innerHTML = items
      .map(
        (item, i) => `<li class="ds-search-result" role="presentation">
          <a role="option" id="ds-search-result-${i}" aria-selected="false" href="${escapeHtml(item.url)}" tabindex="-1">
            ${item.group ? `<span class="ds-search-result-group">${escapeHtml(item.group)}</span>` : ''}
            <span class="ds-search-result-title">${escapeHtml(item.title)}</span>
            <span class="ds-search-result-excerpt">${markedExcerpt(item.excerpt)}</span>
          </a></li>`,
      )
      .join('');
    input.setAttribute('aria-expanded', String(items.length > 0));
    status.textContent = !term ? '' : items.length ? fill(words.searchResultsFor, { term, count: String(items.length) }) : words.searchNoResults;
    select(0);
  };

  input.addEventListener('input', async () => {
    const term = input.value.trim();
    if (!term) return show([], '');
    const engine = await loadPagefind();
    if (!engine) {
      status.textContent = import.meta.env.DEV ? words.searchDevOnly : words.searchIndexFailed;
      return;
    }
    // On a versioned site every indexed page lists the versions it shows in (a page of no version
    // lists them all): search the selected one, or all of them when the reader asks.
    const version = allVersions.checked ? undefined : document.documentElement.dataset.version;
    const scope = allVersions.checked;
    const search = await engine.debouncedSearch(term, version ? { filters: { version } } : {}, 120);
    if (!search || input.value.trim() !== term || allVersions.checked !== scope) return;
    const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (input.value.trim() !== term || allVersions.checked !== scope) return;
    show(data.map(toItem), term);
  });

  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      select(selected + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      const link = options()[selected];
      if (link) {
        e.preventDefault();
        link.click();
      }
    }
  });
  list.addEventListener('mousemove', (e) => {
    const option = (e.target as Element).closest('[role="option"]');
    if (option) select(options().indexOf(option as HTMLAnchorElement));
  });
  element.querySelector('.ds-search-close')!.addEventListener('click', () => element.close());
  // A click on the backdrop lands on the dialog element itself.
  element.addEventListener('click', (e) => {
    if (e.target === element) element.close();
  });
  return element;
}

/** A result opens the section (heading) where the words match best; the page top when that is the intro. */
function toItem(d: PagefindData) {
  const title = d.meta.title ?? d.url;
  const score = (section: PagefindSection) => (section.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
  const best = (d.sub_results ?? []).reduce<PagefindSection | undefined>((a, b) => (!a || score(b) > score(a) ? b : a), undefined);
  const inSection = best && best.url.includes('#') && best.title !== title;
  return {
    url: inSection ? best.url : d.url,
    title: inSection ? `${title} › ${best.title}` : title,
    group: d.meta.group ?? '',
    excerpt: best?.excerpt ?? d.excerpt,
  };
}

/** Opens the dialog; `words` is the search button's JSON of the dialog's words in the page's language. */
export function openSearch(words: string, opener: HTMLElement): void {
  dialog ??= build(JSON.parse(words) as SearchWords);
  const current = dialog;
  if (current.open) return;
  current.showModal();
  const input = current.querySelector('input')!;
  input.focus();
  input.select();
  // The term left from last time is searched again: the reader may have switched versions since.
  if (input.value.trim()) input.dispatchEvent(new Event('input'));
  current.addEventListener('close', () => opener.focus(), { once: true });
  if (import.meta.env.DEV) {
    current.querySelector('.ds-search-status')!.textContent = (JSON.parse(words) as SearchWords).searchDevOnly;
  } else void loadPagefind();
}
