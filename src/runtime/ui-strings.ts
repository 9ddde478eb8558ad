// The chrome's words for this site: Docsmith's, with the project's `strings` option over them.
import { options } from 'virtual:docsmith/config';
import { uiStrings } from '../ui/strings.ts';

export const strings = uiStrings(options.strings);
