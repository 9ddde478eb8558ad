/// <reference types="astro/client" />

// `tsc` sees .astro imports from .ts files through this declaration; `astro check` types the
// components themselves.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
