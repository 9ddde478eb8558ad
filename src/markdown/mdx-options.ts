// The options Docsmith gives @astrojs/mdx when the project has no mdx() of its own. A build worker
// makes the same compile from them (worker-compile.ts).

/**
 * Elements Docsmith's tree plugins hand to a component's named slot: Update labels (h2, see
 * update-labels.ts) and markup icons (svg, img; jsx-icons.ts). MDX's optimize must keep them as
 * elements, or their `slot` attribute would end up as text in a static HTML string.
 */
const SLOTTED_ELEMENTS = ['h2', 'svg', 'img'];

/**
 * `optimize` compiles static markdown (prose, tables, highlighted code) to HTML strings instead of
 * one JSX call per element: smaller modules to bundle, fewer calls to render (a 1000-page build:
 * 17 % less CPU time, 150 MB less memory). Docsmith's component map holds only capitalised
 * components, which optimize leaves alone.
 */
export const OWN_MDX_OPTIONS = { optimize: { ignoreElementNames: SLOTTED_ELEMENTS } };
