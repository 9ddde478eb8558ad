import { expect, test } from 'vitest';
import { latestOnly } from '../../../src/util/latest-only.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('calls made while the task runs never overlap it, and one more run starts after the last call', async () => {
  const seen: string[] = [];
  let value = 'empty';
  let active = 0;
  let overlapped = false;
  const refresh = latestOnly(async () => {
    active += 1;
    overlapped ||= active > 1;
    const read = value;
    await tick();
    seen.push(read);
    active -= 1;
  });

  const first = refresh();
  value = 'half';
  const second = refresh();
  value = 'full';
  const third = refresh();
  await Promise.all([first, second, third]);

  expect(overlapped).toBe(false);
  // The run that started first read the file as it was; the calls made during it asked for one more run, which read the last state.
  expect(seen).toEqual(['empty', 'full']);
});

test('a task that throws does not stop later calls from running', async () => {
  let runs = 0;
  const refresh = latestOnly(async () => {
    runs += 1;
    if (runs === 1) throw new Error('first run fails');
  });
  await expect(refresh()).rejects.toThrow('first run fails');
  await refresh();
  expect(runs).toBe(2);
});
