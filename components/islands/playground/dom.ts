// A tiny element builder: the playground needs no UI framework. Text always goes in as text nodes,
// never as HTML.
type Child = Node | string | null | undefined | false;

type ElementFactory = Pick<Document, 'createElement' | 'createTextNode'>;
/** The page's document; at build time a small stand-in (server-dom.ts) renders the same markup. */
let factory: ElementFactory | undefined = typeof document === 'undefined' ? undefined : document;

/** Makes elements with `next` from now on; returns the factory used before. */
export function useDocument(next: ElementFactory | undefined): ElementFactory | undefined {
  const previous = factory;
  factory = next;
  return previous;
}
type AttrValue = string | number | boolean | null | undefined | ((event: Event) => void);

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Record<string, AttrValue> | null,
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = factory!.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === 'class') element.className = String(value);
    else if (name === 'value' || name === 'checked') (element as unknown as Record<string, unknown>)[name] = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? factory!.createTextNode(child) : child);
  }
}

let counter = 0;
let scope = '';
/** Unique ids for label/input pairs, also with several playgrounds on a page. */
export function uid(prefix: string): string {
  counter += 1;
  return `ds-pg-${scope}${prefix}-${counter}`;
}

/**
 * Builds with ids of their own, numbered from 1 under `name` (unique on its page): markup made at
 * build time is then the same in every build, whatever order the pages render in.
 */
export function withIdScope<T>(name: string, build: () => T): T {
  const saved = { counter, scope };
  counter = 0;
  scope = `${name}-`;
  try {
    return build();
  } finally {
    ({ counter, scope } = saved);
  }
}
