import { createContext, useContext, useId, type ReactNode } from 'react';
import './panels.css';

/**
 * Heading level of the visualizer's title where it sits: 3 in a lesson (under the section's h2), 2 on the standalone
 * page (under its h1). Every heading inside the visualizer counts from it, so no level is written by hand.
 */
export const HeadingBase = createContext(3);

/** A heading `sub` levels below the visualizer's title: 0 the title, 1 a panel, 2 a part of a panel. */
export function Heading({
  sub = 0,
  children,
  className,
  id,
}: {
  sub?: 0 | 1 | 2;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const level = Math.min(6, useContext(HeadingBase) + sub);
  const Tag = `h${level}` as 'h2';
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/**
 * A titled panel of a mechanism's visualizer: a section named by its heading, one level below the visualizer's
 * title, boxed by the kit (`panel`, `panel__title` in panels.css). `prefix` is the mechanism's CSS prefix, for
 * its own rules (`epi` → classes `epi-panel` and `epi-panel-title` beside the kit's).
 */
export function PanelSection({
  prefix,
  title,
  children,
  className,
}: {
  prefix: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`panel ${prefix}-panel ${className ?? ''}`} aria-labelledby={id}>
      <Heading sub={1} id={id} className={`panel__title ${prefix}-panel-title`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
