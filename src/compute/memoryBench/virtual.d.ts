declare module 'virtual:aml-memory-bench' {
  /** A public set in the built site (its path relative to the site's base), or null when not installed. */
  type PublicSetInfo = ({ path: string } & import('./setFigures').PublicSetFigures) | null;
  export const publicSets: Record<'public' | 'public-s' | 'conflicts', PublicSetInfo>;
  /** The public subset (LongMemEval oracle): `publicSets.public`. */
  export const publicSubset: PublicSetInfo;
}
