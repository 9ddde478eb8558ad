import { describe, expect, test } from 'vitest';
import { aliasSpacedParticipants, renderMermaid } from '../../../src/markdown/mermaid.ts';

const texts = (html: string) => [...html.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('Mermaid at build time', () => {
  test('a sequence diagram keeps participants whose names have spaces, and their messages', async () => {
    const source = 'sequenceDiagram\n  participant App\n  participant Task Worker\n  App->>Task Worker: Run task\n  Task Worker-->>App: Task completed';
    expect(aliasSpacedParticipants(source)).toBe(
      'sequenceDiagram\n  participant App\n  participant P0_Task_Worker as Task Worker\n  App->>P0_Task_Worker: Run task\n  P0_Task_Worker-->>App: Task completed',
    );
    const result = await renderMermaid(source);
    expect('html' in result && texts(result.html).sort()).toEqual(['App', 'Run task', 'Task Worker', 'Task completed'].sort());
  });

  test('the SVG follows the theme colours and downloads no font', async () => {
    const result = await renderMermaid('graph TD\n  A[Start] --> B[End]');
    if (!('html' in result)) throw new Error(result.error);
    expect(result.html).toMatch(/^<figure class="ds-mermaid" role="img" aria-label="Diagram"><svg /);
    expect(result.html).toContain('--bg:var(--ds-bg);--fg:var(--ds-text)');
    expect(result.html).not.toContain('@import');
    expect(result.html).toContain('.ds-mermaid text {');
  });

  test('an unsupported diagram type is an error message, not an exception', async () => {
    await expect(renderMermaid('pie\n  "a": 1')).resolves.toEqual({ error: expect.stringContaining('Invalid mermaid header') });
  });
});
