// The small elements of the page chrome, in one module so a page loads one up-front script for
// them rather than six: the search button, the colour-mode toggle, the phone drawer's menu button,
// the version switch, the page actions and the tab menus. Words come from data attributes the components write in
// the page's language.
// Imported through a loader that keeps Vite's preload helper out of this up-front script.
import loadSearchDialog from 'virtual:docsmith/lazy/search-dialog';

/** Keys typed into a field belong to the field; `/` only opens search from the page itself. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Storage can be blocked; a choice then lasts for this page only. */
const remember = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* not remembered */
  }
};

class SearchButton extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button')!;
    if (/Mac|iPhone|iPad/.test(navigator.platform)) this.querySelector('kbd')!.textContent = '⌘K';
    const open = () => loadSearchDialog().then((m) => m.openSearch(this.dataset.words ?? '{}', button));
    button.addEventListener('click', open);
    document.addEventListener('keydown', (e) => {
      if (e.defaultPrevented || e.isComposing) return;
      const shortcut = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target);
      if (!shortcut && !slash) return;
      if (document.querySelector('dialog[open]')) return;
      e.preventDefault();
      open();
    });
  }
}

class ModeToggle extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button')!;
    const label = () => {
      const dark = document.documentElement.dataset.theme === 'dark';
      button.setAttribute('aria-label', (dark ? this.dataset.toLight : this.dataset.toDark) ?? '');
      button.setAttribute('aria-pressed', String(dark));
    };
    label();
    button.addEventListener('click', () => {
      const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
      document.documentElement.dataset.theme = next;
      remember('docsmith-mode', next);
      label();
    });
  }
}

// The sidebar drawer on narrow screens. While it is open, the page beside it is dimmed and inert;
// the close button, Escape and a click on the dimmed page close it, and focus returns to the menu button.
const NARROW = '(max-width: 50rem)';
class MenuButton extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button')!;
    const isOpen = () => button.getAttribute('aria-expanded') === 'true';
    // Everything a reader could reach beside the drawer: the shell's other columns, the tabs, the footer.
    const besides = () => document.querySelectorAll<HTMLElement>('.ds-shell > :not(#ds-sidebar, [data-ds-drawer-backdrop]), .ds-section-tabs, .ds-footer');
    const set = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      document.body.classList.toggle('ds-drawer-open', open);
      besides().forEach((element) => (element.inert = open));
      if (open) document.querySelector<HTMLElement>('[data-ds-drawer-close]')?.focus();
    };
    const close = () => {
      if (!isOpen()) return;
      set(false);
      button.focus();
    };
    button.addEventListener('click', () => (isOpen() ? close() : set(true)));
    document.querySelector('[data-ds-drawer-close]')?.addEventListener('click', close);
    document.querySelector('[data-ds-drawer-backdrop]')?.addEventListener('click', close);
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') close();
    });
    // Widening the window past the drawer's breakpoint shows the sidebar in place: nothing stays inert.
    matchMedia(NARROW).addEventListener('change', (e) => {
      if (!e.matches && isOpen()) set(false);
    });
  }
}

class VersionSelect extends HTMLElement {
  connectedCallback() {
    const select = this.querySelector('select')!;
    const root = document.documentElement;
    if (root.dataset.version) select.value = root.dataset.version;
    select.addEventListener('change', () => {
      remember('docsmith-version', select.value);
      root.dataset.version = select.value;
      const href = select.selectedOptions[0]?.dataset.href;
      if (href) location.assign(href);
    });
  }
}

class CopyPage extends HTMLElement {
  connectedCallback() {
    const menu = this.querySelector('details');
    menu?.addEventListener('keydown', (event) => event.key === 'Escape' && ((menu.open = false), menu.querySelector('summary')!.focus()));
    const button = this.querySelector('button');
    if (!button) return;
    const label = button.querySelector('span')!;
    const idle = label.textContent;
    const status = this.querySelector('[role="status"]')!;
    const say = (text = '') => {
      label.textContent = text;
      status.textContent = text;
      setTimeout(() => (label.textContent = idle), 2000);
    };
    button.addEventListener('click', async () => {
      const markdown = fetch(this.dataset.src!).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))));
      try {
        // A promise inside the ClipboardItem keeps the click's permission while the file loads.
        if (typeof ClipboardItem === 'function') {
          const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
          await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        } else await navigator.clipboard.writeText(await markdown);
        say(this.dataset.copied);
      } catch {
        say(this.dataset.failed);
      }
    });
  }
}

// A tab's menu (docs.json `menu`): a disclosure button and its list of links. A click, Enter or Space
// toggles it; the arrow keys (and Home, End) move through the links, opening it from the button;
// Escape closes it and gives focus back to the button; a click elsewhere or Tab out of it closes it.
// In the tab row the list floats under its button (placed here: the row scrolls sideways and would
// clip it); in the drawer it opens in place.
class TabMenu extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button')!;
    const list = this.querySelector('ul')!;
    const isOpen = () => !list.hidden;
    const set = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
      const row = this.closest<HTMLElement>('.ds-section-tabs');
      if (open && row) {
        const room = row.clientWidth - list.offsetWidth - 8;
        list.style.left = `${Math.max(8, Math.min(button.getBoundingClientRect().left - row.getBoundingClientRect().left, room))}px`;
      }
    };
    const focusItem = (step: number | 'first' | 'last') => {
      if (!isOpen()) set(true);
      const links = [...list.querySelectorAll<HTMLElement>('li:not([hidden]) > a')].filter((a) => a.offsetParent);
      const at = links.indexOf(document.activeElement as HTMLElement);
      const next = step === 'first' ? 0 : step === 'last' ? links.length - 1 : at < 0 ? (step > 0 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
      links[next]?.focus();
    };
    const KEYS: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    button.addEventListener('click', () => set(!isOpen()));
    this.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && isOpen()) {
        // The menu's Escape: the drawer around it stays open.
        e.stopPropagation();
        set(false);
        button.focus();
      } else if (e.key in KEYS && (isOpen() || e.target === button)) {
        e.preventDefault();
        focusItem(KEYS[e.key]!);
      }
    });
    this.addEventListener('focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !this.contains(to)) set(false);
    });
    document.addEventListener('click', (e) => {
      if (isOpen() && !this.contains(e.target as Node)) set(false);
    });
  }
}
// docs.json `interaction.drilldown` (src/runtime/drilldown.ts): opening a sidebar group opens its
// first page too; closing it only closes it.
document.addEventListener('click', (event) => {
  const summary = event.target instanceof Element ? event.target.closest('summary[data-ds-drilldown]') : null;
  if (summary && !(summary.parentElement as HTMLDetailsElement).open) location.assign(summary.getAttribute('data-ds-drilldown')!);
});

for (const [name, element] of [
  ['docsmith-search', SearchButton],
  ['docsmith-mode-toggle', ModeToggle],
  ['docsmith-menu-button', MenuButton],
  ['docsmith-version-select', VersionSelect],
  ['docsmith-copy-page', CopyPage],
  ['docsmith-tab-menu', TabMenu],
] as const) {
  if (!customElements.get(name)) customElements.define(name, element);
}
