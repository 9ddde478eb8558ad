/**
 * Wraps an async task so that calls never overlap and the last call always leads to a run that starts
 * after it.
 *
 * An editor that saves by truncating and then writing fires two change events; run side by side, the
 * refresh that read the empty file could finish last and leave its error on screen. Here a call made
 * while the task runs only asks for one more run afterwards, which sees the file as it is by then.
 */
export function latestOnly(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    try {
      do {
        again = false;
        await task();
      } while (again);
    } finally {
      running = undefined;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run();
    return running;
  };
}
