import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { findCell } from '../../cells/registry';
import type { CellDef } from '../../cells/types';
import { useLang, useMessages } from '../../state/useMessages';
import messages from './cells.messages';
import { useIsFirstCell } from './firstCell';
import { TsCellBody, type SceneReplay } from './TsCellBody';
import { CopyEmbed } from '../share/CopyEmbed';
import { EMBED_HEIGHT, embedUrl } from '../share/embed';
import './cells.css';

// The Python tab's body (Pyodide kernel, its own editor) loads only when a cell with Python is shown.
const PythonCellBody = lazy(() => import('./python/PythonCellBody'));
// The chapter toolbar reaches the Python kernel's client: its own chunk, loaded for a page's first cell.
const ChapterCellsToolbar = lazy(() => import('./ChapterCellsToolbar'));

type Tab = 'python' | 'ts';

export interface CellProps {
  /** A cell id of src/cells (the lesson writes `<Cell id="rolling-window" />`). */
  id: string;
  /** Replays what a TypeScript run did ("Animate this output"); none, no animation. */
  replay?: SceneReplay | undefined;
}

/**
 * A lesson cell: a group named by the cell's title. With both languages, two tabs, "Python (original)" and
 * "TypeScript (lab engine)", and a line saying they print the same; with one, its body alone.
 */
export default function Cell({ id, replay }: CellProps) {
  const t = useMessages(messages);
  const lang = useLang();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const first = useIsFirstCell(root);
  const cell = findCell(id);
  if (!cell) {
    return (
      <p className="lesson-note lesson-note--warning" role="note">
        {t.unknownCell(id)}
      </p>
    );
  }
  return (
    <>
      {/* The chapter's toolbar, once per page, above its first cell. */}
      {first ? (
        <Suspense fallback={null}>
          <ChapterCellsToolbar chapter={cell.chapter} />
        </Suspense>
      ) : null}
      <section ref={root} className="nb-cell" role="group" aria-labelledby={titleId} data-cell={cell.id}>
        <div className="nb-cell__head">
          <p className="nb-cell__title" id={titleId}>
            {cell.title[lang]}
          </p>
          <CopyEmbed
            what={cell.title[lang]}
            url={() => embedUrl(lang, ['cell', cell.id])}
            height={EMBED_HEIGHT.cell}
          />
        </div>
        {cell.python !== undefined && cell.ts !== undefined ? (
          <CellTabs cell={cell} replay={replay} />
        ) : cell.python !== undefined ? (
          <PythonBody cell={cell} />
        ) : (
          <TsCellBody cell={cell} replay={replay} />
        )}
      </section>
    </>
  );
}

function PythonBody({ cell }: { cell: CellDef }) {
  const t = useMessages(messages);
  return (
    <Suspense fallback={<p className="nb-cell__loading">{t.running}</p>}>
      <PythonCellBody cell={cell} />
    </Suspense>
  );
}

/** WAI-ARIA tabs: arrow keys, Home and End move between the two tabs; only the selected one is in the tab order. */
function CellTabs({ cell, replay }: { cell: CellDef; replay: SceneReplay | undefined }) {
  const t = useMessages(messages);
  const base = useId();
  const [tab, setTab] = useState<Tab>('python');
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ python: null, ts: null });
  const tabs: { id: Tab; label: string }[] = [
    { id: 'python', label: t.pythonTab },
    { id: 'ts', label: t.tsTab },
  ];
  const select = (next: Tab) => {
    setTab(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const order: Tab[] = ['python', 'ts'];
    const i = order.indexOf(tab);
    let next: Tab | undefined;
    if (e.key === 'ArrowRight') next = order[(i + 1) % order.length];
    else if (e.key === 'ArrowLeft') next = order[(i + order.length - 1) % order.length];
    else if (e.key === 'Home') next = order[0];
    else if (e.key === 'End') next = order[order.length - 1];
    if (next) {
      e.preventDefault();
      select(next);
    }
  };
  return (
    <>
      <div className="nb-cell__tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
        {tabs.map((x) => (
          <button
            key={x.id}
            ref={(el) => {
              refs.current[x.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${x.id}-tab`}
            aria-selected={tab === x.id}
            aria-controls={`${base}-${x.id}-panel`}
            tabIndex={tab === x.id ? 0 : -1}
            className="nb-cell__tab"
            onClick={() => setTab(x.id)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <p className="nb-cell__same">{t.samePrint}</p>
      {tabs.map((x) => (
        <div
          key={x.id}
          role="tabpanel"
          id={`${base}-${x.id}-panel`}
          aria-labelledby={`${base}-${x.id}-tab`}
          hidden={tab !== x.id}
          className="nb-cell__panel"
        >
          {/* Both bodies stay mounted: switching tabs keeps each one's editor and output. */}
          {x.id === 'python' ? <PythonBody cell={cell} /> : <TsCellBody cell={cell} replay={replay} />}
        </div>
      ))}
    </>
  );
}
