// Layout parts an Astro project can replace with its own components (the `components` integration
// option), the way Starlight's component overrides work: `virtual:docsmith/components` maps each name
// to the user's component or to Docsmith's own, and the layout renders what the module exports.
import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';

/** The replaceable parts and Docsmith's own component for each (its props are the override's props). */
export const OVERRIDABLE_COMPONENTS = {
  Header: '../../components/chrome/Topbar.astro',
  Sidebar: '../../components/chrome/Sidebar.astro',
  PageTitle: '../../components/chrome/PageTitle.astro',
  TableOfContents: '../../components/chrome/TableOfContents.astro',
  Footer: '../../components/chrome/Footer.astro',
} as const;

export type OverridableComponent = keyof typeof OVERRIDABLE_COMPONENTS;

/**
 * The module text of `virtual:docsmith/components`. A user's entry is a path relative to the Astro
 * project root (`./src/components/MyFooter.astro`) or a package specifier.
 */
export function componentsModule(overrides: Partial<Record<OverridableComponent, string>>, projectRoot: string): string {
  return (Object.keys(OVERRIDABLE_COMPONENTS) as OverridableComponent[])
    .map((name) => {
      const user = overrides[name];
      const target = user
        ? user.startsWith('.') || isAbsolute(user)
          ? resolve(projectRoot, user)
          : user
        : fileURLToPath(new URL(OVERRIDABLE_COMPONENTS[name], import.meta.url));
      return `export { default as ${name} } from ${JSON.stringify(target)};`;
    })
    .join('\n');
}
