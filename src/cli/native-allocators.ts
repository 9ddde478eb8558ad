// Settings for the memory allocator inside Astro's native modules, given before Astro loads them.
// Rolldown (the bundler of Vite's build) carries mimalloc, which reads its settings from the
// environment once, when the module is loaded: only a process Docsmith starts itself (the docs-folder
// commands) can give them; `astro build` takes them from the shell (README, "Add Docsmith to an Astro project").
//
// mimalloc asks Linux for transparent huge pages on its 1 GiB arena, so each 2 MB region it touches
// becomes resident whole. On the bench's 1,000-page site, Vite's build of the theme left about 200 MB
// resident there, of which mimalloc had 41 MB in use at most (its own statistics), and it stayed to the
// end of the build. Without huge pages the build's peak was about 140 MB lower (three alternating
// pairs: 544 to 559 MB against 690 to 696 MB), at the same wall time. A value the user set wins.
const SETTINGS: Readonly<Record<string, string>> = { MIMALLOC_ALLOW_THP: '0' };

/** Puts the settings in `env` (this process's environment by default) where the user has not set them. */
export function settleNativeAllocators(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(SETTINGS)) env[name] ??= value;
}
