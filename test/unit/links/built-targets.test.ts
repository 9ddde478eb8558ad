import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { builtTargets } from '../../../src/links/built-targets.ts';

const dist = mkdtempSync(join(tmpdir(), 'docsmith-targets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
}

test('pages are link targets; fragments fetched by pages (_docsmith/) are not', () => {
  write('index.html', '<h2 id="intro">Intro</h2>');
  write('guides/setup/index.html', '<h2 id="install">Install</h2>');
  write('_docsmith/nav/section-01-0123456789/index.html', '<ul class="ds-nav-list"></ul>');
  write('_docsmith/schemas/acme/error/index.html', '<div id="response-code"></div>');
  write('images/a.png', 'png');
  const targets = builtTargets(dist);
  expect([...targets.pages].sort()).toEqual(['/', '/guides/setup']);
  expect([...targets.anchors.get('/guides/setup')!]).toEqual(['install']);
  expect([...(targets.files ?? [])]).toEqual(['/images/a.png']);
});
