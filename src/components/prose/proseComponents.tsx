import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  use,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { MDXComponents } from 'mdx/types';
import type { SpecProps } from '../../content/componentSpecs';
import { useMessages } from '../../state/useMessages';
import { CodeBlock } from './CodeBlock';
import { OutputBlock } from './OutputBlock';
import proseMessages from './prose.messages';
import './lesson.css';

/** A fenced block as MDX hands it over: `<pre><code className="language-x">text\n</code></pre>`. */
export interface Fenced {
  language: string;
  code: string;
}

type ElementWithProps = ReactElement<{ className?: string; children?: ReactNode }>;

/** Finds the fenced code block among children (the `pre` element and its `code`); null when there is none. */
export function fencedCode(children: ReactNode): Fenced | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { className, children: inner } = (child as ElementWithProps).props;
    if (typeof inner === 'string' && (className === undefined || className.startsWith('language-'))) {
      // MDX ends every fenced block with a newline that is not part of the code.
      return { language: className?.slice('language-'.length) ?? 'text', code: inner.replace(/\n$/, '') };
    }
    const found = fencedCode(inner);
    if (found) return found;
  }
  return null;
}

/** A fenced code block outside `<SeedCode>`: a code listing with a copy button. */
function Pre({ children }: ComponentPropsWithoutRef<'pre'>) {
  const fenced = fencedCode(children);
  if (!fenced) return <pre tabIndex={0}>{children}</pre>;
  return <CodeBlock code={fenced.code} language={fenced.language} />;
}

/** The source notebook's code, verbatim, with a caption (`<SeedCode caption="…">` around a fenced block). */
export function SeedCode({ caption, children }: SpecProps<'SeedCode'> & { children?: ReactNode }) {
  const fenced = fencedCode(children);
  if (!fenced) return null; // test/content/mdx.test.ts requires exactly one fenced block inside
  return <CodeBlock code={fenced.code} language={fenced.language} caption={caption} />;
}

/** What the code printed, verbatim: a notebook output cell (`<Output caption="…">` around a fenced block). */
export function Output({ caption, children }: SpecProps<'Output'> & { children?: ReactNode }) {
  const fenced = fencedCode(children);
  if (!fenced) return null;
  return <OutputBlock text={fenced.code} caption={caption} />;
}

/** An aside. `seed` notes say where the lab is more precise than the source notebook. */
export function Note({ tone, title, children }: SpecProps<'Note'> & { children?: ReactNode }) {
  const t = useMessages(proseMessages);
  const tags: Record<SpecProps<'Note'>['tone'], string> = {
    seed: t.noteSeed,
    info: t.noteInfo,
    warning: t.noteWarning,
  };
  const tag = tags[tone];
  return (
    <div className={`lesson-note lesson-note--${tone}`} role="note" aria-label={title ?? tag}>
      <p className="lesson-note__title">
        <span className="lesson-note__tag">{tag}</span>
        {title ? <strong>{title}</strong> : null}
      </p>
      <div className="lesson-note__text">{children}</div>
    </div>
  );
}

/** The plain text of rendered children (for a table's accessible name when it has no caption). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node as ElementWithProps).props.children);
  return '';
}

const TableCaption = createContext<string | null>(null);

/** A GFM table with a caption: `<Table caption="…">` around the table. */
export function Table({ caption, children }: SpecProps<'Table'> & { children?: ReactNode }) {
  return <TableCaption value={caption}>{children}</TableCaption>;
}

/**
 * A GFM table: it scrolls sideways inside its own focusable region instead of stretching the page, and the first
 * cell of each body row is that row's header.
 */
function LessonTable({ children }: ComponentPropsWithoutRef<'table'>) {
  const caption = use(TableCaption);
  const parts = Children.toArray(children).filter(isValidElement);
  const head = parts.find((p) => p.type === 'thead');
  const label = caption ?? (head ? textOf(head as ReactElement).trim() : '');
  return (
    <div className="lesson-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

const InBody = createContext(false);

function TBody(props: ComponentPropsWithoutRef<'tbody'>) {
  return (
    <InBody value={true}>
      <tbody {...props} />
    </InBody>
  );
}

function Tr({ children, ...rest }: ComponentPropsWithoutRef<'tr'>) {
  const inBody = use(InBody);
  const cells = Children.toArray(children);
  const first = cells.findIndex((cell) => isValidElement(cell));
  return (
    <tr {...rest}>
      {cells.map((cell, i) =>
        inBody && i === first && isValidElement(cell)
          ? cloneElement(cell as ReactElement<{ 'data-row-header'?: boolean }>, { 'data-row-header': true })
          : cell,
      )}
    </tr>
  );
}

function Td({
  'data-row-header': rowHeader,
  ...props
}: ComponentPropsWithoutRef<'td'> & { 'data-row-header'?: boolean }) {
  return rowHeader ? <th scope="row" {...(props as ComponentPropsWithoutRef<'th'>)} /> : <td {...props} />;
}

function Th(props: ComponentPropsWithoutRef<'th'>) {
  return <th scope="col" {...props} />;
}

/**
 * Prose as a lesson or a statement renders it: Markdown's elements with the lab's styles and the lesson's prose
 * components, no widget (a lesson adds those: src/components/lesson/mdxComponents.tsx). Element names and props are
 * specified in src/content/componentSpecs.ts.
 */
export const proseComponents = {
  p: (props: ComponentPropsWithoutRef<'p'>) => <p className="lesson-p" {...props} />,
  h2: (props: ComponentPropsWithoutRef<'h2'>) => <h2 className="lesson-h" {...props} />,
  h3: (props: ComponentPropsWithoutRef<'h3'>) => <h3 className="lesson-h lesson-h--3" {...props} />,
  ul: (props: ComponentPropsWithoutRef<'ul'>) => <ul className="lesson-list" {...props} />,
  ol: (props: ComponentPropsWithoutRef<'ol'>) => <ol className="lesson-list" {...props} />,
  pre: Pre,
  table: LessonTable,
  tbody: TBody,
  tr: Tr,
  td: Td,
  th: Th,
  Note,
  SeedCode,
  Output,
  Table,
} satisfies MDXComponents;

/** Headings one level down, for prose under a page's own h2 (an exercise's "Statement", a handout's section). */
export const headingsOneDown = {
  h2: (props: ComponentPropsWithoutRef<'h2'>) => <h3 className="lesson-h lesson-h--3" {...props} />,
  h3: (props: ComponentPropsWithoutRef<'h3'>) => <h4 className="lesson-h lesson-h--4" {...props} />,
} satisfies MDXComponents;

/** Exercise statements: prose with headings one level down (the page's h2 is "Statement"). */
export const statementComponents = { ...proseComponents, ...headingsOneDown } satisfies MDXComponents;
