import { useId, type ReactNode } from 'react';

/**
 * A titled panel of a mechanism's visualizer: a section named by its h3. `prefix` is the mechanism's CSS prefix
 * (`epi` → classes `epi-panel` and `epi-panel-title`).
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
    <section className={`${prefix}-panel ${className ?? ''}`} aria-labelledby={id}>
      <h3 id={id} className={`${prefix}-panel-title`}>
        {title}
      </h3>
      {children}
    </section>
  );
}
