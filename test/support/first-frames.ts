// What the reader saw while a page loaded: a probe that runs in every animation frame from the start
// of each navigation until just after `load`. requestAnimationFrame callbacks run right before the
// browser paints, so the first entry is what the first paint showed.
import type { Page } from 'playwright-core';

export interface FrameRecord {
  /** <html data-theme>. */
  theme: string | undefined;
  /** <body>'s computed background colour, once the body exists. */
  background: string | undefined;
  /** Names of the anchors being rendered. */
  anchors: string[];
  /** `version:text` of each version-only element (anchors, tabs, sidebar groups) being rendered. */
  versionOnly: string[];
}

type FramesWindow = Window & { docsmithFrames?: FrameRecord[]; docsmithFramesDone?: boolean };

/** Call before `goto`/`reload`; the probe runs again on every navigation of the page. */
export async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: FrameRecord[] = [];
    (window as FramesWindow).docsmithFrames = frames;
    let loaded = false;
    let lastFrameTaken = false;
    addEventListener('load', () => (loaded = true));
    const probe = () => {
      const body = document.body;
      frames.push({
        theme: document.documentElement.dataset.theme,
        background: body ? getComputedStyle(body).backgroundColor : undefined,
        anchors: [...document.querySelectorAll<HTMLElement>('.ds-anchor-name')].filter((el) => el.checkVisibility()).map((el) => el.textContent ?? ''),
        versionOnly: [...document.querySelectorAll<HTMLElement>('[data-ds-only-version]')]
          .filter((el) => el.checkVisibility())
          .map((el) => `${el.dataset.dsOnlyVersion}:${(el.textContent ?? '').trim()}`),
      });
      // Keep going until one frame after load, so that the fully parsed page is in the record too.
      if (lastFrameTaken) return void ((window as FramesWindow).docsmithFramesDone = true);
      if (loaded) lastFrameTaken = true;
      requestAnimationFrame(probe);
    };
    requestAnimationFrame(probe);
  });
}

/** The frames of the current document, once it has loaded. */
export async function recordedFrames(page: Page): Promise<FrameRecord[]> {
  await page.waitForFunction(() => (window as FramesWindow).docsmithFramesDone === true);
  return page.evaluate(() => (window as FramesWindow).docsmithFrames ?? []);
}
