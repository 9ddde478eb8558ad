// Arrow keys in a <Tree>: Up/Down move between the visible items, Right opens a folder (or enters
// it), Left closes it (or goes to its parent folder), Home/End jump to the first/last item.
// Tab still reaches each folder's native <summary>.
export class TreeKeys extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('keydown', (event) => this.onKey(event));
  }

  private visibleItems(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('.ds-tree-item')].filter((item) => {
      // An item is visible when every folder around it (other than its own) is open.
      for (let details = item.parentElement?.closest('details'); details; details = details.parentElement?.closest('details')) {
        if (details.querySelector(':scope > summary') === item) continue;
        if (!details.open) return false;
      }
      return true;
    });
  }

  private onKey(event: KeyboardEvent): void {
    const current = (event.target as Element).closest<HTMLElement>('.ds-tree-item');
    if (!current) return;
    const items = this.visibleItems();
    const index = items.indexOf(current);
    const folder = current.tagName === 'SUMMARY' ? (current.parentElement as HTMLDetailsElement) : undefined;
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown': next = items[index + 1]; break;
      case 'ArrowUp': next = items[index - 1]; break;
      case 'Home': next = items[0]; break;
      case 'End': next = items[items.length - 1]; break;
      case 'ArrowRight':
        if (folder && !folder.open) folder.open = true;
        else if (folder) next = this.visibleItems()[index + 1];
        break;
      case 'ArrowLeft':
        if (folder?.open) folder.open = false;
        else next = current.closest('li')?.parentElement?.closest('details')?.querySelector<HTMLElement>(':scope > summary') ?? undefined;
        break;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  }
}
