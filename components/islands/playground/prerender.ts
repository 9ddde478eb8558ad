// The playground's markup at build time, made by the island's own builders: the page then holds
// exactly what the island shows when it mounts, so nothing below it moves when the code arrives
// (no layout shift). Until then the Send button is disabled, so nothing can be submitted without
// the island (a plain form submission would put the inputs into the URL).
import type { PlaygroundSpec } from '../../../src/playground/spec.ts';
import { useDocument, withIdScope } from './dom.ts';
import { buildPlayground } from './island.ts';
import { serverDocument, type ServerElement } from './server-dom.ts';

/** `idScope` names this playground among those of its page (its ids start with it). */
export function prerenderedPlayground(spec: PlaygroundSpec, idScope: string): string {
  const previous = useDocument(serverDocument as unknown as Document);
  try {
    const root = withIdScope(idScope, () => buildPlayground(spec)) as unknown as ServerElement;
    root.className = root.className.replace('ds-playground--live', 'ds-playground--prerendered');
    for (const button of root.findAll((e) => e.localName === 'button' && e.className.includes('ds-pg-send'))) button.disabled = true;
    return root.toHtml();
  } finally {
    useDocument(previous);
  }
}
