// The chrome's words for this site: Docsmith's English ones, with the project's `strings` option over
// them (the option is validated key by key, so nothing is left to report here).
import { options } from 'virtual:docsmith/config';
import { resolveUiStrings } from '../i18n/ui-strings.ts';

export const strings = resolveUiStrings('en', options.strings).strings;
