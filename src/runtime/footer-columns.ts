// The current format's footer link columns (at most four, as the platform shows), from the config.
import type { DocsConfig } from '../config/schema.ts';

export interface FooterColumn {
  header?: string;
  items: { label: string; href: string }[];
}

export function footerColumns(footer: DocsConfig['footer']): FooterColumn[] {
  const links = footer?.links;
  if (!Array.isArray(links)) return [];
  return (links as FooterColumn[]).filter((column) => column.items.length > 0).slice(0, 4);
}
