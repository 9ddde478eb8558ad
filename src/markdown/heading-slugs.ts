// The ids made from heading text (and from the titles of components that link to themselves), by
// the hosted platform's rule rather than GitHub's, so that `#fragments` written for the platform, and
// deep links to pages it served, still land on their heading here. Every place that gives or predicts
// such an id uses this module: the heading plugins of both markdown processors (satteri-plugins.ts,
// unified-plugins.ts), the link checker (links/extract.ts), the RSS feed (rss/feed.ts) and the content
// components (components/content/component-context.ts).
//
// The rule, character by character after lower-casing the text:
// - whitespace (any kind: space, tab, no-break space…) becomes `-`;
// - `.` becomes `-` (`v1.2 notes` → `v1-2-notes`);
// - a run of hyphens becomes one (`1. Install` → `1-install`): the rule as published would give
//   `1--install`, but links that real platform folders write to such headings (`#1-install-mem0`)
//   say the platform joins them;
// - a straight apostrophe becomes a right single quotation mark, which is kept, like one the author
//   typed (`What's next?` → `what’s-next`);
// - `&` and `/` are kept (`Fees & billing` → `fees-&-billing`);
// - letters (of any script, with their combining marks), decimal digits, `-` and connector punctuation
//   such as `_` are kept;
// - everything else (parentheses, `?`, `!`, `:`, `,`, quotes, backticks, emoji, other symbols) is removed.
// The platform says nothing about hyphens left at either end (`## 🚀 Launch` gives `-launch`), so, as
// GitHub's rule does, ends are not trimmed.
//
// On one page, an id already given gets `-2`, then `-3`… (GitHub's rule starts at `-1`). Ids written by
// hand (`## Title {#my-id}`, heading-ids.ts, or an `id` the heading already has) are counted too.
import { customHeadingId } from './heading-ids.ts';

/** What is kept as it is: letters and their marks, decimal digits, `_` and its kin, `-`, `&`, `/`, `’`. */
const KEPT = /[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\-&/\u2019]/u;
const WHITESPACE = /\s/u;

/** The id the rule makes of `text`, before duplicates on the page are numbered. */
export function headingSlug(text: string): string {
  let slug = '';
  for (const char of text.toLowerCase()) {
    const kept = WHITESPACE.test(char) || char === '.' ? '-' : char === "'" ? '\u2019' : KEPT.test(char) ? char : '';
    if (kept !== '-' || !slug.endsWith('-')) slug += kept;
  }
  return slug;
}

/** The ids of one page: make a new one for every page (or rendered request), never share it. */
export class HeadingSlugger {
  /** Every id given on the page so far. */
  readonly #taken = new Set<string>();
  /** For a slug given more than once: the number its next duplicate tries first. */
  readonly #next = new Map<string, number>();

  /** The id of a heading with this text: the rule's slug, numbered when the page has it already. */
  slug(text: string): string {
    return this.#unique(headingSlug(text));
  }

  /**
   * The id of a heading whose text may end with its own id (`Setup {#setup}`): that id, counted,
   * else the slug of the text.
   */
  headingId(text: string): string {
    const custom = customHeadingId(text);
    return custom ? this.reserve(custom.id) : this.slug(text);
  }

  /** An id given by hand: kept as written (even when the page has it already), and counted. */
  reserve(id: string): string {
    this.#taken.add(id);
    return id;
  }

  #unique(base: string): string {
    if (!this.#taken.has(base)) return this.reserve(base);
    let n = this.#next.get(base) ?? 2;
    while (this.#taken.has(`${base}-${n}`)) n++;
    this.#next.set(base, n + 1);
    return this.reserve(`${base}-${n}`);
  }
}

/** A node of a page's markdown tree (mdast, as sourceTree reads it), as far as heading ids read it. */
export interface HeadingSourceNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: HeadingSourceNode[];
}

/** The label of an `<Update>` that the build makes a heading of (update-labels.ts): a non-empty string. */
function updateLabel(node: HeadingSourceNode): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Update') return undefined;
  const label = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')?.value;
  return typeof label === 'string' && label.trim() ? label : undefined;
}

/** A markdown heading's text as the build reads it (inline code included). */
function headingText(node: HeadingSourceNode): string {
  let text = '';
  for (const n of inOrder(node)) if (n.type === 'text' || n.type === 'inlineCode') text += n.value ?? '';
  return text;
}

/**
 * The ids the build gives the headings of a page's markdown tree, by node (the tree's own objects), counted in page order as
 * the build counts them: markdown headings (with their own `{#id}`, escaped: heading-ids.ts) and the
 * headings `<Update label>`s become. The link checker and the RSS feed read a page's ids here.
 */
export function headingIdsOf(tree: HeadingSourceNode): Map<HeadingSourceNode, string> {
  const slugger = new HeadingSlugger();
  const ids = new Map<HeadingSourceNode, string>();
  for (const node of inOrder(tree)) {
    if (node.type === 'heading') ids.set(node, slugger.headingId(headingText(node)));
    else {
      const label = updateLabel(node);
      if (label) ids.set(node, slugger.headingId(label));
    }
  }
  return ids;
}

/**
 * The nodes of a tree in document order, without recursion: pages nested thousands of levels
 * (`> > > …`, deep lists or `<div>`s) must not overflow the stack.
 */
export function* inOrder<T extends { children?: T[] }>(root: T): Generator<T> {
  const stack: T[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    yield node;
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}
