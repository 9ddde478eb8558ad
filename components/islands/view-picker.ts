// <docsmith-view>: the first view on a page builds one picker of every view title; choosing a title
// shows the views with that title, hides the others and the table-of-contents entries of headings
// inside them. The choice is kept in localStorage for the next page that has it.
const STORAGE_KEY = 'docsmith-view';

function views(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('docsmith-view[data-ds-view]')];
}

function show(title: string): void {
  for (const view of views()) view.hidden = view.dataset.dsView !== title;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.ds-toc a[href^="#"]')) {
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const item = link.closest('li');
    if (item) item.hidden = Boolean(target?.closest('docsmith-view[hidden]'));
  }
}

let built = false;

function buildPicker(): void {
  if (built) return;
  built = true;
  const titles = [...new Set(views().map((v) => v.dataset.dsView!).filter(Boolean))];
  if (titles.length < 2) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked; the first view is shown then.
  }
  const chosen = stored && titles.includes(stored) ? stored : titles[0]!;
  const label = document.createElement('label');
  label.className = 'ds-view-picker';
  // The picker's word comes from the page (View.astro), in the page's language.
  label.textContent = `${views()[0]!.dataset.dsViewLabel ?? 'View'} `;
  const select = document.createElement('select');
  for (const title of titles) select.append(new Option(title, title, false, title === chosen));
  select.addEventListener('change', () => {
    show(select.value);
    try {
      localStorage.setItem(STORAGE_KEY, select.value);
    } catch {
      // Not remembered; the choice still applies to this page.
    }
  });
  label.append(select);
  const first = views()[0]!;
  (first.closest('.ds-content') ?? first.parentElement!).prepend(label);
  document.documentElement.classList.add('ds-views-picked');
  show(chosen);
}

export class ViewSection extends HTMLElement {
  connectedCallback(): void {
    // Every view is parsed once the document is; then the picker is built once.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', buildPicker, { once: true });
    else buildPicker();
  }
}
