// The launcher's Node check: one line naming the Node it needs and how to get it, below 22.19 only.
import { expect, it } from 'vitest';
import { oldNodeMessage, REQUIRED_NODE } from '../../../bin/node-version.js';

it('accepts 22.19 and newer', () => {
  for (const version of ['22.19.0', '22.23.3', '23.0.0', '24.1.2', '30.0.0']) expect(oldNodeMessage(version), version).toBeUndefined();
});

it('names the Node it needs, the one it got and where to get it, on one line', () => {
  for (const version of ['22.18.9', '22.0.0', '20.20.2', '18.19.0']) {
    const message = oldNodeMessage(version)!;
    expect(message).toContain(`Node.js ${REQUIRED_NODE} or newer`);
    expect(message).toContain(`this is Node.js ${version}`);
    expect(message).toContain('https://nodejs.org');
    expect(message).not.toContain('\n');
  }
});
