// The spec's modeToggle rule: `default` sets the first mode; `isHidden` with `default` forces it.
import type { DocsConfig } from '../config/schema.ts';

export interface ColorModeSettings {
  /** First mode for new readers; null follows the operating system. */
  default: 'light' | 'dark' | null;
  /** The only mode, when the toggle is hidden and a default is set. */
  forced: 'light' | 'dark' | null;
  showToggle: boolean;
}

export function colorModeSettings(config: Pick<DocsConfig, 'modeToggle'>): ColorModeSettings {
  const mode = config.modeToggle;
  const def = mode?.default ?? null;
  const hidden = mode?.isHidden ?? false;
  return { default: def, forced: hidden && def ? def : null, showToggle: !hidden };
}
