// Copy buttons of code blocks: one delegated listener; the button says "Copied" for a moment.
export function enableCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.ds-copy-button')) button.hidden = false;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.ds-copy-button');
    const code = button?.closest('.ds-code')?.querySelector('pre code');
    if (!button || !code) return;
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.dataset.copied = '';
    button.setAttribute('aria-label', 'Copied');
    setTimeout(() => {
      delete button.dataset.copied;
      button.setAttribute('aria-label', 'Copy code');
    }, 1500);
  });
}
