// Copy buttons: those of code blocks, and any button carrying its text in `data-ds-copy` (prompts,
// colour swatches; `data-ds-copy-dark` when the dark colour mode copies another value). One
// delegated listener; the button says "Copied" for a moment.
export function enableCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.ds-copy-button')) button.hidden = false;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.ds-copy-button, button[data-ds-copy]');
    if (!button) return;
    const dark = document.documentElement.dataset.theme === 'dark' ? button.dataset.dsCopyDark : undefined;
    const text = button.dataset.dsCopy !== undefined ? (dark ?? button.dataset.dsCopy) : button.closest('.ds-code')?.querySelector('pre code')?.textContent;
    if (text === undefined || text === null) return;
    await navigator.clipboard.writeText(text);
    const label = button.getAttribute('aria-label');
    button.dataset.copied = '';
    button.setAttribute('aria-label', 'Copied');
    setTimeout(() => {
      delete button.dataset.copied;
      if (label === null) button.removeAttribute('aria-label');
      else button.setAttribute('aria-label', label);
    }, 1500);
  });
}
