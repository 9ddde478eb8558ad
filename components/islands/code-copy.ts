// Copy buttons: those of code blocks, and any button carrying its text in `data-ds-copy` (prompts,
// colour swatches; `data-ds-copy-dark` when the dark colour mode copies another value). One
// delegated listener; the button says "Copied" for a moment. It also runs the show-more buttons of
// `expandable` code blocks. Code blocks are highlighted once for every page that shows them, so their
// buttons carry no words: they are named here in the page's language, from the data attributes
// CodeCopy.astro leaves on the page.
export function enableCopyButtons(): void {
  const words = document.getElementById('ds-code-words')!.dataset;
  for (const button of document.querySelectorAll<HTMLButtonElement>('.ds-copy-button, .ds-code-expand')) {
    if (button.ariaExpanded) expand(button, false, words);
    else button.ariaLabel = words.copyCode!;
    button.hidden = false;
  }
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.ds-copy-button, .ds-code-expand, button[data-ds-copy]');
    if (button?.ariaExpanded) return expand(button, button.ariaExpanded !== 'true', words);
    const { dsCopy, dsCopyDark } = button?.dataset ?? {};
    const text = dsCopy ?? button?.closest('.ds-code')?.querySelector('pre code')?.textContent;
    if (!button || text == null) return;
    await navigator.clipboard.writeText(dsCopyDark && document.documentElement.dataset.theme === 'dark' ? dsCopyDark : text);
    // Named "Copied" for a moment (a button without a label of its own gets its text back after).
    const label = button.getAttribute('aria-label') ?? '';
    button.dataset.copied = '';
    button.ariaLabel = words.copied!;
    setTimeout(() => {
      delete button.dataset.copied;
      button.ariaLabel = label || null;
    }, 1500);
  });
}

/** Shows all of an `expandable` block, or its first lines (styles/components.css). */
function expand(button: HTMLButtonElement, expanded: boolean, words: DOMStringMap): void {
  button.closest('.ds-code')!.classList.toggle('ds-code--expanded', expanded);
  button.ariaExpanded = `${expanded}`;
  button.textContent = expanded ? words.showLess! : words.showMore!;
}
