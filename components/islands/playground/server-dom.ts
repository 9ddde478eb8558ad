// A stand-in for the few DOM features the playground's builders use (elements, attributes, text,
// `value`/`checked`, children), so that the build can run those same builders and write their markup
// into the page. Build time only: the island never loads this file.

const VOID = new Set(['input', 'br', 'hr', 'img', 'meta', 'link', 'source', 'wbr', 'col', 'area', 'embed', 'track']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

export class ServerText {
  data: string;
  constructor(data: string) {
    this.data = data;
  }
  get textContent(): string {
    return this.data;
  }
  toHtml(): string {
    return escapeText(this.data);
  }
}

export class ServerElement {
  readonly attributes = new Map<string, string>();
  children: (ServerElement | ServerText)[] = [];
  /** `value` as a property: an input's current value, a select's chosen option, a textarea's text. */
  value?: string;
  checked?: boolean;
  files = null;

  readonly localName: string;

  constructor(localName: string) {
    this.localName = localName;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name.toLowerCase(), String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name.toLowerCase()) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name.toLowerCase());
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name.toLowerCase());
  }
  // Handlers only matter in the browser, where the island builds its own elements.
  addEventListener(): void {}
  focus(): void {}

  get className(): string {
    return this.getAttribute('class') ?? '';
  }
  set className(value: string) {
    this.setAttribute('class', value);
  }
  get id(): string {
    return this.getAttribute('id') ?? '';
  }
  set id(value: string) {
    this.setAttribute('id', value);
  }
  get type(): string {
    return this.getAttribute('type') ?? '';
  }
  set type(value: string) {
    this.setAttribute('type', value);
  }
  get hidden(): boolean {
    return this.hasAttribute('hidden');
  }
  set hidden(value: boolean) {
    this.flag('hidden', value);
  }
  get disabled(): boolean {
    return this.hasAttribute('disabled');
  }
  set disabled(value: boolean) {
    this.flag('disabled', value);
  }
  set tabIndex(value: number) {
    this.setAttribute('tabindex', String(value));
  }
  private flag(name: string, on: boolean): void {
    if (on) this.setAttribute(name, '');
    else this.removeAttribute(name);
  }

  appendChild<T extends ServerElement | ServerText>(child: T): T {
    this.children.push(child);
    return child;
  }
  append(...children: (ServerElement | ServerText | string)[]): void {
    for (const child of children) this.children.push(typeof child === 'string' ? new ServerText(child) : child);
  }
  replaceChildren(...children: (ServerElement | ServerText | string)[]): void {
    this.children = [];
    this.append(...children);
  }
  get textContent(): string {
    return this.children.map((c) => c.textContent).join('');
  }
  set textContent(value: string) {
    this.children = value ? [new ServerText(value)] : [];
  }

  /** Elements below this one (depth first) that `test` accepts. */
  findAll(test: (element: ServerElement) => boolean): ServerElement[] {
    const found: ServerElement[] = [];
    for (const child of this.children) {
      if (!(child instanceof ServerElement)) continue;
      if (test(child)) found.push(child);
      found.push(...child.findAll(test));
    }
    return found;
  }

  toHtml(): string {
    const attributes = new Map(this.attributes);
    if ((this.localName === 'input' || this.localName === 'option') && this.value !== undefined) attributes.set('value', this.value);
    if (this.localName === 'input' && this.checked) attributes.set('checked', '');
    const open = `<${this.localName}${[...attributes].map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttribute(v)}"`)).join('')}>`;
    if (VOID.has(this.localName)) return open;
    let inner: string;
    if (this.localName === 'textarea') inner = escapeText(this.value ?? this.textContent);
    else if (this.localName === 'select') inner = this.children.map((c) => (c instanceof ServerElement && this.value !== undefined ? c.asOption(this.value) : c.toHtml())).join('');
    else inner = this.children.map((c) => c.toHtml()).join('');
    return `${open}${inner}</${this.localName}>`;
  }

  /** An option marked selected when it carries the select's value. */
  private asOption(chosen: string): string {
    if (this.localName !== 'option') return this.toHtml();
    const copy = new ServerElement('option');
    this.attributes.forEach((v, k) => copy.setAttribute(k, v));
    copy.value = this.value;
    copy.children = this.children;
    if ((this.value ?? this.getAttribute('value') ?? this.textContent) === chosen) copy.setAttribute('selected', '');
    return copy.toHtml();
  }
}

export const serverDocument = {
  createElement: (tag: string) => new ServerElement(tag.toLowerCase()),
  createTextNode: (data: string) => new ServerText(data),
};
