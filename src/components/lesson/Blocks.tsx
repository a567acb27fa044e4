import type { Block } from '../../content/types';
import { useMessages } from '../../i18n/useMessages';
import { CodeBlock } from './CodeBlock';
import { Inline } from './Inline';
import lessonMessages from './lesson.messages';
import { OutputBlock } from './OutputBlock';
import { WidgetSlot } from './WidgetSlot';
import './lesson.css';

/** Renders a section's blocks in order. Headings inside a section are h2 (the section title is the page's h1). */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p className="lesson-p">
          <Inline text={block.text} />
        </p>
      );
    case 'h':
      return (
        <h2 className="lesson-h">
          <Inline text={block.text} />
        </h2>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <Inline text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="lesson-list">{items}</ol>
      ) : (
        <ul className="lesson-list">{items}</ul>
      );
    }
    case 'table':
      return <TableBlock head={block.head} rows={block.rows} caption={block.caption} />;
    case 'code':
      return <CodeBlock code={block.code} language={block.language} caption={block.caption} />;
    case 'output':
      return <OutputBlock text={block.text} caption={block.caption} />;
    case 'note':
      return <NoteBlock tone={block.tone} title={block.title} text={block.text} />;
    case 'widget':
      return <WidgetSlot name={block.widget} props={block.props} />;
  }
}

function TableBlock({
  head,
  rows,
  caption,
}: {
  head: string[];
  rows: string[][];
  caption?: string | undefined;
}) {
  return (
    // A wide table scrolls inside its own focusable region instead of stretching the page.
    <div className="lesson-table" role="region" aria-label={caption ?? head.join(', ')} tabIndex={0}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col">
                <Inline text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    <Inline text={cell} />
                  </th>
                ) : (
                  <td key={c}>
                    <Inline text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NoteBlock({
  tone,
  title,
  text,
}: {
  tone: 'info' | 'seed' | 'warning';
  title?: string | undefined;
  text: string;
}) {
  const t = useMessages(lessonMessages);
  const fallback = tone === 'seed' ? t.noteSeed : tone === 'warning' ? t.noteWarning : t.noteInfo;
  return (
    <div className={`lesson-note lesson-note--${tone}`} role="note" aria-label={title ?? fallback}>
      <p className="lesson-note__title">
        <span className="lesson-note__tag">{fallback}</span>
        {title ? <strong>{title}</strong> : null}
      </p>
      <p className="lesson-note__text">
        <Inline text={text} />
      </p>
    </div>
  );
}
