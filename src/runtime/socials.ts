// footerSocials: one icon link per platform, named for screen readers. Keys are the platform names
// of the hosted format; an unknown key still gets a link (generic icon) and a config warning.
import type { DocsConfig } from '../config/schema.ts';
import { FOOTER_SOCIAL_KEYS } from '../config/schema.ts';
import { findingAt, type Finding } from '../diagnostics/reporter.ts';
import { didYouMeanSuffix } from '../util/did-you-mean.ts';
import type { Place } from '../config/json-location.ts';

/** Accessible name and icon of each platform key. */
export const SOCIAL_PLATFORMS: Record<(typeof FOOTER_SOCIAL_KEYS)[number], { label: string; icon: string; iconType: string }> = {
  website: { label: 'Website', icon: 'globe', iconType: 'solid' },
  x: { label: 'X', icon: 'x-twitter', iconType: 'brands' },
  twitter: { label: 'Twitter', icon: 'twitter', iconType: 'brands' },
  github: { label: 'GitHub', icon: 'github', iconType: 'brands' },
  discord: { label: 'Discord', icon: 'discord', iconType: 'brands' },
  slack: { label: 'Slack', icon: 'slack', iconType: 'brands' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin', iconType: 'brands' },
  youtube: { label: 'YouTube', icon: 'youtube', iconType: 'brands' },
  facebook: { label: 'Facebook', icon: 'facebook', iconType: 'brands' },
  instagram: { label: 'Instagram', icon: 'instagram', iconType: 'brands' },
  medium: { label: 'Medium', icon: 'medium', iconType: 'brands' },
  telegram: { label: 'Telegram', icon: 'telegram', iconType: 'brands' },
  'hacker-news': { label: 'Hacker News', icon: 'hacker-news', iconType: 'brands' },
  reddit: { label: 'Reddit', icon: 'reddit', iconType: 'brands' },
  mastodon: { label: 'Mastodon', icon: 'mastodon', iconType: 'brands' },
  bluesky: { label: 'Bluesky', icon: 'bluesky', iconType: 'brands' },
  threads: { label: 'Threads', icon: 'threads', iconType: 'brands' },
  podcast: { label: 'Podcast', icon: 'podcast', iconType: 'solid' },
};

export interface SocialLink {
  key: string;
  url: string;
  label: string;
  icon: string;
  iconType: string;
  known: boolean;
}

function entriesOf(socials: DocsConfig['footerSocials']): [string, string][] {
  if (!socials) return [];
  return Array.isArray(socials) ? socials.map((s) => [s.type, s.url]) : Object.entries(socials);
}

export function socialLinks(socials: DocsConfig['footerSocials']): SocialLink[] {
  return entriesOf(socials).map(([key, url]) => {
    const known = SOCIAL_PLATFORMS[key as keyof typeof SOCIAL_PLATFORMS];
    return known ? { key, url, ...known, known: true } : { key, url, label: key, icon: 'link', iconType: 'solid', known: false };
  });
}

export function socialFindings(
  socials: DocsConfig['footerSocials'],
  locate: (path: (string | number)[]) => Place | undefined,
  file: string,
): Finding[] {
  return entriesOf(socials).flatMap(([key], index) => {
    if (key in SOCIAL_PLATFORMS) return [];
    const path = Array.isArray(socials) ? ['footerSocials', index, 'type'] : ['footerSocials', key];
    const place = locate(path);
    return [findingAt('config/unknown-social', file, place, `footerSocials: "${key}" is not a known platform${didYouMeanSuffix(key, Object.keys(SOCIAL_PLATFORMS))}; its link gets a generic icon (known: ${Object.keys(SOCIAL_PLATFORMS).join(', ')})`)];
  });
}
