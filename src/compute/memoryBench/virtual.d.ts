declare module 'virtual:aml-memory-bench' {
  /** The public subset in the built site (its path relative to the site's base), or null when not installed. */
  export const publicSubset: {
    path: string;
    bytes: number;
    name: string;
    cases: number;
    questions: number;
    turns: number;
  } | null;
}
