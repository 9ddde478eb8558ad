// Setup-time checks of the chrome fields of docs.json (colours, footer socials, anchor icons).
import type { DocsConfig } from '../config/schema.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import type { Place } from '../config/json-location.ts';
import { contrastFindings, partialBackgroundFindings } from './theme.ts';
import { socialFindings } from './socials.ts';
import { colorModeSettings } from './color-mode.ts';
import { anchorIconFindings } from './anchor-icon-findings.ts';

export function chromeFindings(config: DocsConfig, locate: (path: (string | number)[]) => Place | undefined, file: string): Finding[] {
  return [
    ...partialBackgroundFindings(config.colors, locate, file),
    ...contrastFindings(config.colors, locate, file, colorModeSettings(config).forced),
    ...socialFindings(config.footerSocials, locate, file),
    ...anchorIconFindings(config, locate, file),
  ];
}
