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

test('pages are link targets; fragments fetched by pages (_docsmith/) are not', async () => {
  write('index.html', '<h2 id="intro">Intro</h2>');
  write('guides/setup/index.html', '<h2 id="install">Install</h2>');
  write('_docsmith/nav/section-01-0123456789/index.html', '<ul class="ds-nav-list"></ul>');
  write('_docsmith/schemas/acme/error/index.html', '<div id="response-code"></div>');
  write('images/a.png', 'png');
  const targets = await builtTargets(dist);
  expect([...targets.pages].sort()).toEqual(['/', '/guides/setup']);
  expect([...targets.anchors.get('/guides/setup')!]).toEqual(['install']);
  expect([...(targets.files ?? [])]).toEqual(['/images/a.png']);
});

test('a large site is read with turns of the event loop between pages, so that other work is answered meanwhile', async () => {
  const site = mkdtempSync(join(tmpdir(), 'docsmith-targets-many-'));
  try {
    for (let i = 0; i < 180; i++) {
      mkdirSync(join(site, `p${i}`), { recursive: true });
      writeFileSync(join(site, `p${i}`, 'index.html'), `<h2 id="h${i}">H</h2>`);
    }
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    const reading = builtTargets(site);
    // Every page read, each with its own ids.
    const targets = await reading;
    clearInterval(counting);
    expect(targets.pages.size).toBe(180);
    expect([...targets.anchors.get('/p179')!]).toEqual(['h179']);
    expect(turns).toBeGreaterThan(0);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
