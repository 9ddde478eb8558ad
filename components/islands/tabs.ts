// <docsmith-tabs>: the WAI-ARIA tabs pattern over server-rendered tabs and panels. Arrow keys, Home
// and End move between tabs; a URL hash naming a tab, its panel or anything inside it opens that tab.
// Groups with `data-sync` select the same title together and remember it.
const STORAGE_PREFIX = 'docsmith:tabs:';
const SYNC_EVENT = 'docsmith:tab-sync';

class DocsmithTabs extends HTMLElement {
  tabs: HTMLElement[] = [];

  connectedCallback(): void {
    this.tabs = [...this.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
    this.firstElementChild?.addEventListener('click', (e) => {
      const tab = (e.target as Element).closest<HTMLElement>('[role=tab]');
      if (tab) this.choose(tab);
    });
    this.firstElementChild?.addEventListener('keydown', (e) => this.onKey(e as KeyboardEvent));
    const sync = this.dataset.sync;
    if (sync) {
      addEventListener(SYNC_EVENT, (e) => {
        const { group, title } = (e as CustomEvent<{ group: string; title: string }>).detail;
        if (group === sync) this.selectTitle(title);
      });
      const saved = localStorage.getItem(STORAGE_PREFIX + sync);
      if (saved) this.selectTitle(saved);
    }
    this.openFromHash();
    addEventListener('hashchange', () => this.openFromHash());
  }

  panelOf(tab: HTMLElement): HTMLElement | null {
    return document.getElementById(tab.getAttribute('aria-controls') ?? '');
  }

  select(tab: HTMLElement): void {
    for (const t of this.tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      const panel = this.panelOf(t);
      if (panel) panel.hidden = !on;
    }
  }

  selectTitle(title: string): void {
    const tab = this.tabs.find((t) => t.dataset.title === title);
    if (tab) this.select(tab);
  }

  /** A reader's choice: selects, and tells synced groups. */
  choose(tab: HTMLElement): void {
    this.select(tab);
    const sync = this.dataset.sync;
    const title = tab.dataset.title ?? '';
    if (!sync) return;
    localStorage.setItem(STORAGE_PREFIX + sync, title);
    dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { group: sync, title } }));
  }

  onKey(e: KeyboardEvent): void {
    const i = this.tabs.indexOf(e.target as HTMLElement);
    if (i < 0) return;
    const n = this.tabs.length;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = this.tabs[next % n]!;
    tab.focus();
    this.choose(tab);
  }

  openFromHash(): void {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (!target) return;
    const tab = this.tabs.find((t) => t === target || this.panelOf(t)?.contains(target));
    if (!tab) return;
    this.select(tab);
    target.scrollIntoView();
  }
}

if (!customElements.get('docsmith-tabs')) customElements.define('docsmith-tabs', DocsmithTabs);
