import { createContext, useContext, type ReactNode } from 'react';

/** Heading level of the visualizer's title; panels are one level below (a lesson embeds it under its h2). */
export const HeadingBase = createContext(3);

export function H({
  sub = 0,
  children,
  className,
}: {
  sub?: 0 | 1 | 2;
  children: ReactNode;
  className?: string;
}) {
  const level = Math.min(6, useContext(HeadingBase) + sub);
  const Tag = `h${level}` as 'h2';
  return <Tag className={className}>{children}</Tag>;
}
