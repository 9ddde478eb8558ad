// Images in page content open enlarged on click, as on the hosted platform, unless they carry
// `noZoom` or sit inside a link. One <dialog> per page, created on first use; Escape, a click or
// the dialog's own close closes it, and focus returns to the page.
const SELECTOR = '.ds-content img:not([nozoom])';

function zoomDialog(): HTMLDialogElement {
  let dialog = document.querySelector<HTMLDialogElement>('dialog.ds-zoom');
  if (dialog) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'ds-zoom';
  dialog.setAttribute('aria-label', 'Enlarged image');
  dialog.addEventListener('click', () => dialog!.close());
  document.body.append(dialog);
  return dialog;
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const image = target?.closest?.(SELECTOR) as HTMLImageElement | null;
  if (!image || image.closest('a, button, dialog')) return;
  const dialog = zoomDialog();
  const copy = document.createElement('img');
  copy.src = image.currentSrc || image.src;
  copy.alt = image.alt;
  dialog.replaceChildren(copy);
  dialog.showModal();
});
