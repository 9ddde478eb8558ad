// Secrets the reader types (tokens, passwords, API keys) live in memory. Only when the reader opts
// in ("remember for this tab") are they copied to sessionStorage, which the browser drops with the
// tab. Nothing here ever writes localStorage, cookies or the URL.
const STORAGE_KEY = 'docsmith-playground-secrets';

interface Saved {
  values: Record<string, string>;
}

export class SecretStore {
  private readonly values = new Map<string, string>();
  private remembering = false;
  private readonly listeners = new Set<() => void>();

  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined) {
    this.storage = storage;
    const saved = this.read();
    if (saved) {
      this.remembering = true;
      for (const [k, v] of Object.entries(saved.values)) if (typeof v === 'string') this.values.set(k, v);
    }
  }

  get remember(): boolean {
    return this.remembering;
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    if (value) this.values.set(key, value);
    else this.values.delete(key);
    this.persist();
  }

  setRemember(on: boolean): void {
    this.remembering = on;
    if (on) this.persist();
    else this.safely(() => this.storage?.removeItem(STORAGE_KEY));
    this.emit();
  }

  /** Forgets every secret, in memory and in sessionStorage, and stops remembering. */
  clear(): void {
    this.values.clear();
    this.remembering = false;
    this.safely(() => this.storage?.removeItem(STORAGE_KEY));
    this.emit();
  }

  /** Called after `clear()` or a change of `remember`, so every playground on the page updates its inputs. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }

  private persist(): void {
    if (!this.remembering) return;
    const saved: Saved = { values: Object.fromEntries(this.values) };
    this.safely(() => this.storage?.setItem(STORAGE_KEY, JSON.stringify(saved)));
  }

  private read(): Saved | undefined {
    let text: string | null | undefined;
    this.safely(() => (text = this.storage?.getItem(STORAGE_KEY)));
    if (!text) return undefined;
    try {
      const parsed = JSON.parse(text) as Saved;
      return parsed && typeof parsed.values === 'object' ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  /** Storage throws when it is disabled (privacy settings, sandboxed frames); memory still works. */
  private safely(action: () => void): void {
    try {
      action();
    } catch {
      /* memory only */
    }
  }
}
