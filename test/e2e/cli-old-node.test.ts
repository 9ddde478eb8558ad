// Under a Node older than 22.19 the command prints one line (the Node it needs, how to get it) and
// exits 1, instead of a syntax error from sources that Node cannot run. The machine's own Node (the
// one scripts/ensure-node.sh puts a newer Node in front of) is that older Node: Node 20 on CI.
import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { LAUNCHER } from '../support/cli-process.ts';

const MACHINE_NODE = '/usr/bin/node';

test('the machine\'s older Node gets one line and exit code 1', () => {
  const version = spawnSync(MACHINE_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
  expect(version, `${MACHINE_NODE} should be the machine's Node older than 22.19`).toMatch(/^v(1\d|20|21|22\.(1[0-8]|\d))\./);
  for (const args of [['--version'], ['lint'], ['build']]) {
    const result = spawnSync(MACHINE_NODE, [LAUNCHER, ...args], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `docsmith needs Node.js 22.19 or newer, and this is Node.js ${version.slice(1)}: install Node 22 LTS from https://nodejs.org (or run: nvm install 22) and try again.\n`,
    );
  }
});
