// Copy buttons: those of code blocks, and any button carrying its text in `data-ds-copy` (prompts,
// colour swatches; `data-ds-copy-dark` when the dark colour mode copies another value). One
// delegated listener; the button says "Copied" for a moment.
export function enableCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.ds-copy-button')) button.hidden = false;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.ds-copy-button, button[data-ds-copy]');
    const { dsCopy, dsCopyDark } = button?.dataset ?? {};
    const text = dsCopy ?? button?.closest('.ds-code')?.querySelector('pre code')?.textContent;
    if (!button || text == null) return;
    await navigator.clipboard.writeText(dsCopyDark && document.documentElement.dataset.theme === 'dark' ? dsCopyDark : text);
    // Named "Copied" for a moment (a button without a label of its own gets its text back after).
    const label = button.getAttribute('aria-label') ?? '';
    button.dataset.copied = '';
    button.ariaLabel = 'Copied';
    setTimeout(() => {
      delete button.dataset.copied;
      button.ariaLabel = label || null;
    }, 1500);
  });
}
