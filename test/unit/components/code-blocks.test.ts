// Code blocks through Docsmith's highlighter and its figure transformer, as pages get them.
import { describe, expect, test } from 'vitest';
import { languageName } from '../../../src/markdown/code-blocks.ts';
import { parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.ts';
import { highlightBlockToHtml } from '../../../src/markdown/highlighter.ts';

export async function highlight(code: string, lang: string, meta?: string): Promise<string> {
  return highlightBlockToHtml(code, lang, meta);
}

describe('fence meta', () => {
  test('title, line ranges and options', () => {
    expect(parseCodeMeta('index.js {1,3-5}')).toEqual({ title: 'index.js', highlightedLines: new Set([1, 3, 4, 5]) });
    expect(parseCodeMeta('Output (v1.1)')).toEqual({ title: 'Output (v1.1)', highlightedLines: new Set() });
    expect(parseCodeMeta('title="My file.ts" lines wrap highlight={2}')).toEqual({ title: 'My file.ts', highlightedLines: new Set([2]) });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, highlightedLines: new Set() });
    expect(parseLineRanges('5-3, x, 9')).toEqual(new Set([3, 4, 5, 9]));
  });
});

describe('code block figure', () => {
  test('a titled block: figure, caption with file name and language, highlighted lines, copy button, focusable scroll area', async () => {
    const html = await highlight('a\nb\nc', 'js', 'index.js {2}');
    expect(html).toMatch(/^<figure class="ds-code ds-code--titled" data-ds-code-title="index.js" data-language="js"><figcaption class="ds-code-title"><span class="ds-code-file">index.js<\/span> <span class="ds-code-language" data-pagefind-ignore="all">JavaScript<\/span><\/figcaption><div class="ds-code-body"><pre [^>]*tabindex="0"/);
    // Once: Shiki's own attribute and Docsmith's are one attribute, or the HTML is invalid.
    expect(/<pre [^>]*>/.exec(html)![0].match(/tabindex=/g)).toHaveLength(1);
    const lines = [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
    expect(lines).toEqual(['line', 'line ds-line-highlighted', 'line']);
    expect(html).toContain('<button type="button" class="ds-copy-button" aria-label="Copy code" hidden data-pagefind-ignore="all">');
    expect(html).toContain('color:var(--ds-syntax-');
  });

  test('an untitled block has no caption; CodeGroup would title it by its language', async () => {
    const html = await highlight('echo hi', 'bash');
    expect(html).toMatch(/^<figure class="ds-code ds-code--untitled" data-ds-code-title="Bash" data-language="bash"><div class="ds-code-body">/);
    expect(languageName('py')).toBe('Python');
    expect(languageName('hcl')).toBe('hcl');
  });
});
