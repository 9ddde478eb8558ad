// Options of the docsmith() integration.
import { z } from 'astro/zod';
import { stringsOptionProblems } from './i18n/ui-strings.ts';
import { OVERRIDABLE_COMPONENTS } from './ui/overrides.ts';

const severity = z.enum(['off', 'warn', 'error']);

export const docsmithOptionsSchema = z.strictObject({
  /** Folder holding docs.json and the pages, relative to the Astro project root. Default `.`. */
  root: z.string().default('.'),
  /** Severity per rule id (`{ 'page/missing-description': 'off' }`). */
  rules: z.record(z.string(), severity).default({}),
  /** Turns every warning into an error. */
  strict: z.boolean().default(false),
  /** Extra stylesheets (paths relative to the project root, or package specifiers) added to every page. */
  customCss: z.array(z.string()).default([]),
  /** Repository used by the feedback buttons: `{ url, branch, path }`. */
  repository: z
    .strictObject({
      url: z.string(),
      branch: z.string().default('main'),
      path: z.string().default(''),
    })
    .optional(),
  /** `'all'` generates pages for every operation of an OpenAPI file that pages already reference. */
  apiPages: z.enum(['referenced', 'all']).default('referenced'),
  /** URL of the site owner's proxy that the playground sends requests through. */
  playgroundProxy: z.string().optional(),
  /** Hosts a remote OpenAPI file's `$ref`s may fetch from besides the file's own origin. */
  openapiRefHosts: z.array(z.string()).default([]),
  /**
   * Layout parts replaced by the project's own Astro components: `{ Footer: './src/components/Footer.astro' }`
   * (paths relative to the project root, or package specifiers). Each receives the props of Docsmith's own.
   */
  components: z.strictObject(Object.fromEntries(Object.keys(OVERRIDABLE_COMPONENTS).map((name) => [name, z.string().optional()]))).default({}),
  /**
   * The words of the page chrome. Keys at the top replace English words (`{ onThisPage: 'Contents' }`);
   * a language code holds the replacements for that language's pages (`{ fr: { onThisPage: 'Sommaire' } }`).
   */
  strings: z
    .record(z.string(), z.unknown())
    .superRefine((value, ctx) => {
      for (const problem of stringsOptionProblems(value)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    })
    .default({}),
});

export type DocsmithOptionsInput = z.input<typeof docsmithOptionsSchema>;
export type DocsmithOptions = z.output<typeof docsmithOptionsSchema>;
