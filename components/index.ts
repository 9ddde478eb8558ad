// Every content component, by the name authors use in pages (no import line needed): the route
// passes this map to <Content components={...} />.
import Note from './content/Note.astro';
import Tip from './content/Tip.astro';
import Warning from './content/Warning.astro';
import Info from './content/Info.astro';
import Check from './content/Check.astro';
import Snippet from './content/Snippet.astro';
import UnknownComponent from './content/UnknownComponent.astro';

export const components = {
  Note,
  Tip,
  Warning,
  Info,
  Check,
  Snippet,
  UnknownComponent,
};

export type ComponentName = keyof typeof components;
