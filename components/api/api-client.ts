// The small interactive parts of operation pages: the base-URL selector (rewrites every sample on
// the page), the body's media type selector, tabs for samples and responses, selectable oneOf/anyOf variants, and on-demand loading
// of deeper schema levels.

/** Replaces `from` with `to` in every text node under `root` (samples are highlighted token by token). */
function replaceText(root: Element, from: string, to: string): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(from)) node.nodeValue = node.nodeValue.split(from).join(to);
  }
}

class BaseUrl extends HTMLElement {
  connectedCallback(): void {
    const select = this.querySelector<HTMLSelectElement>('[data-ds-base-url-select]');
    if (!select) return;
    let current = select.value;
    select.addEventListener('change', () => {
      const next = select.value;
      document.querySelectorAll('[data-ds-api-sample], [data-ds-base-url-text]').forEach((el) => replaceText(el, current, next));
      current = next;
    });
  }
}

const offers = (select: HTMLSelectElement, mediaType: string) => [...select.options].some((o) => o.value === mediaType);

/**
 * The body's media type selector: shows that media type's fields and request samples. It moves
 * together with the playground's own selector (`.ds-pg-media-select`, made by the island): this
 * element drives both, so the island's code needs nothing of this page's.
 */
class MediaType extends HTMLElement {
  connectedCallback(): void {
    const select = this.querySelector<HTMLSelectElement>('[data-ds-media-select]');
    if (!select) return;
    const show = (chosen: string) => {
      select.value = chosen;
      this.querySelectorAll<HTMLElement>('[data-ds-media-type]').forEach((el) => (el.hidden = el.dataset.dsMediaType !== chosen));
      document.querySelectorAll<HTMLElement>('[data-ds-media-samples]').forEach((el) => (el.hidden = el.dataset.dsMediaSamples !== chosen));
    };
    select.addEventListener('change', () => {
      show(select.value);
      // A change event, as if the reader had picked it there: the island switches its inputs.
      document.querySelectorAll<HTMLSelectElement>('.ds-pg-media-select').forEach((other) => {
        if (other.value === select.value || !offers(other, select.value)) return;
        other.value = select.value;
        other.dispatchEvent(new Event('change', { bubbles: true }));
      });
    });
    document.addEventListener('change', (event) => {
      const other = event.target;
      if (!(other instanceof HTMLSelectElement) || !other.matches('.ds-pg-media-select')) return;
      if (other.value !== select.value && offers(select, other.value)) show(other.value);
    });
  }
}

class ApiTabs extends HTMLElement {
  connectedCallback(): void {
    const tabs = [...this.querySelectorAll<HTMLButtonElement>(':scope > .ds-api-tabs > [role="tab"]')];
    const panels = [...this.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
    const select = (index: number, focus = false) => {
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
      });
      panels.forEach((panel, i) => (panel.hidden = i !== index));
      if (focus) tabs[index]?.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(i));
      tab.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (step) select((i + step + tabs.length) % tabs.length, true);
      });
    });
  }
}

class Variants extends HTMLElement {
  connectedCallback(): void {
    const buttons = [...this.querySelectorAll<HTMLButtonElement>(':scope > .ds-variant-tabs > button')];
    const panels = [...this.querySelectorAll<HTMLElement>(':scope > .ds-variant-panel')];
    buttons.forEach((button, i) =>
      button.addEventListener('click', () => {
        buttons.forEach((b, j) => b.setAttribute('aria-pressed', String(i === j)));
        panels.forEach((p, j) => (p.hidden = i !== j));
      }),
    );
  }
}

/** Deeper schema levels: fetched once when their expandable opens. The fragment is our own build output. */
document.addEventListener(
  'toggle',
  async (event) => {
    const details = event.target as HTMLElement;
    if (!(details instanceof HTMLDetailsElement) || !details.open || !details.dataset.dsFragment || details.dataset.loaded) return;
    details.dataset.loaded = 'true';
    const holder = details.querySelector('docsmith-schema-fragment');
    try {
      const response = await fetch(details.dataset.dsFragment);
      if (!response.ok) throw new Error(String(response.status));
      const html = await response.text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const fields = doc.querySelector('[data-ds-schema-fragment]');
      if (holder && fields) holder.replaceChildren(...[...fields.childNodes].map((n) => document.importNode(n, true)));
    } catch {
      if (holder) holder.textContent = 'Could not load these fields.';
      delete details.dataset.loaded;
    }
  },
  true,
);

if (!customElements.get('docsmith-base-url')) customElements.define('docsmith-base-url', BaseUrl);
if (!customElements.get('docsmith-media-type')) customElements.define('docsmith-media-type', MediaType);
if (!customElements.get('docsmith-api-tabs')) customElements.define('docsmith-api-tabs', ApiTabs);
if (!customElements.get('docsmith-variants')) customElements.define('docsmith-variants', Variants);
