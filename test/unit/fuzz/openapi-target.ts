// The OpenAPI fuzz target: a hostile description goes through what a build does with it, from
// loading and the setup-time checks to the view of every generated operation page and every schema
// fragment. Returns a summary, or throws; every finding must name its file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { reviveApiStore, serialiseApiStore } from '../../../src/openapi/store.ts';
import { fragmentKeys, fragmentTree, generatedPage } from '../../../src/openapi/render.ts';
import type { DocsConfig } from '../../../src/config/schema.ts';
import { generatedMarkdown } from '../../../src/openapi/render.ts';
import { renderMarkdown } from '../../../src/openapi/markdown.ts';
import MarkdownIt from 'markdown-it';
import { SCRIPT_SINK, scriptSinksInHtml } from '../../support/script-sinks.ts';

/** What a permissive renderer (raw HTML, any link scheme) makes of a markdown twin. */
const permissive = new MarkdownIt({ html: true, linkify: true });
permissive.validateLink = () => true;

export interface OpenApiCase {
  name: string;
  text: string;
}

export async function runOpenApi({ name, text }: OpenApiCase): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-fuzz-openapi-'));
  try {
    writeFileSync(join(root, name), text);
    const config = { name: 'Fuzz', navigation: [], openapi: `/${name}` } as unknown as DocsConfig;
    const api = await prepareApi(root, config, [], { apiPages: 'referenced' });
    const unplaced = api.findings.filter((f) => !f.file);
    if (unplaced.length) throw new Error(`a finding names no file: ${unplaced[0]!.rule}: ${unplaced[0]!.message}`);
    // The routes see the store after its trip through `virtual:docsmith/api`.
    const store = reviveApiStore(serialiseApiStore(api.store));
    let views = 0;
    for (const page of api.generatedPages) {
      const rendered = generatedPage(store, page.id);
      if (!rendered) continue;
      views++;
      // The spec HTML and the markdown twin carry no script sink.
      if ('view' in rendered && rendered.view) {
        const v = rendered.view;
        const html = [v.description, ...v.responses.map((r) => r.description)].map((d) => renderMarkdown(d)).join('');
        const sinks = scriptSinksInHtml(html, /./, true);
        if (sinks.length) throw new Error(`script sink in spec HTML of ${page.id}: ${sinks[0]}`);
      }
      const twin = permissive.render(generatedMarkdown(store, page.id) ?? '');
      const sink = SCRIPT_SINK.exec(twin.replace(/<pre><code[\s\S]*?<\/code><\/pre>|<code>[\s\S]*?<\/code>/g, ''));
      if (sink) throw new Error(`script sink in the markdown twin of ${page.id}: ${sink[0]}`);
    }
    // Fragments are pages too; a few are enough to reach the tree code on every schema shape.
    const fragments = fragmentKeys(store).slice(0, 25);
    for (const key of fragments) fragmentTree(store, key);
    return `ok: ${views} operation pages, ${fragments.length} fragments, ${api.findings.length} findings`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
