import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type SectionAttributes = Omit<ComponentPropsWithoutRef<'section'>, 'aria-labelledby' | 'children'>;

/** A section of the home page below the chapters' list: a heading that names it, and one paragraph. */
export function HomeSection({
  headingId,
  heading,
  children,
  ...section
}: SectionAttributes & { headingId: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} {...section}>
      <h2 id={headingId}>{heading}</h2>
      <p>{children}</p>
    </section>
  );
}
