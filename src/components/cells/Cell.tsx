import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { lineMapOf, type LitLine } from '../../cells/lines';
import { findCell } from '../../cells/registry';
import type { CellDef } from '../../cells/types';
import { useCellSource } from '../../state/cellCode';
import { useLang, useMessages } from '../../state/useMessages';
import messages from './cells.messages';
import { useIsFirstCell } from './firstCell';
import { ChapterCellsToolbar } from './ChapterCellsToolbar';
import { LitCode } from './LitCode';
import { litLines, type Animation, type FrameShown } from './litLines';
import { TsCellBody, type SceneReplay } from './TsCellBody';
import { CopyEmbed } from '../share/CopyEmbed';
import { EMBED_HEIGHT, embedUrl } from '../share/embed';
import './cells.css';

// The Python tab's body (Pyodide kernel, its own editor) loads only when a cell with Python is shown.
const PythonCellBody = lazy(() => import('./python/PythonCellBody'));

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
  const cell = findCell(id);
  if (!cell) {
    return (
      <p className="lesson-note lesson-note--warning" role="note">
        {t.unknownCell(id)}
      </p>
    );
  }
  return <CellView cell={cell} replay={replay} />;
}

/**
 * A cell and its animation. The visualizer plays under the tabs, so it stays on screen whichever tab is shown; at
 * each step, the lines of code that made it light up in both tabs (src/cells/lines) and inside the visualizer.
 */
function CellView({ cell, replay }: { cell: CellDef; replay: SceneReplay | undefined }) {
  const lang = useLang();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const first = useIsFirstCell(root);
  const both = cell.python !== undefined && cell.ts !== undefined;
  const [tab, setTab] = useState<Tab>(cell.python !== undefined ? 'python' : 'ts');
  const [animation, setAnimationState] = useState<Animation | null>(null);
  const [frame, setFrame] = useState<FrameShown | null>(null);
  const setAnimation = useCallback((a: Animation | null) => {
    setAnimationState(a);
    setFrame(null);
  }, []);
  const map = lineMapOf(cell.id);
  const sources = {
    ts: useCellSource(cell.id, 'ts', cell.ts ?? '').source,
    python: useCellSource(cell.id, 'python', cell.python ?? '').source,
  };
  const lit = {
    ts: animation ? litLines(map, 'ts', sources.ts, frame) : [],
    python: animation ? litLines(map, 'python', sources.python, frame) : [],
  };
  const shownTab: Tab = both ? tab : cell.ts !== undefined ? 'ts' : 'python';
  // The language's name in the excerpt's heading ("The code of this step (Python)"): short enough for a projector.
  const language = shownTab === 'python' ? 'Python' : 'TypeScript';
  const body = (code: Tab) =>
    code === 'python' ? (
      <PythonBody cell={cell} lit={lit.python} />
    ) : (
      <TsCellBody
        cell={cell}
        replay={replay}
        animation={animation}
        setAnimation={setAnimation}
        lit={lit.ts}
      />
    );
  return (
    <>
      {/* The chapter's toolbar, once per page, above its first cell: drawn with the cell, never after it (a toolbar
          arriving later pushed the cell down under a click on Run, and the click was lost). */}
      {first ? <ChapterCellsToolbar chapter={cell.chapter} /> : null}
      <section
        ref={root}
        className="nb-cell surface-column"
        role="group"
        aria-labelledby={titleId}
        data-cell={cell.id}
      >
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
        {both ? (
          <CellTabs tab={tab} setTab={setTab} body={body} />
        ) : (
          body(cell.python !== undefined ? 'python' : 'ts')
        )}
        {animation && replay ? (
          <CellAnimation
            animation={animation}
            replay={replay}
            onFrame={map ? setFrame : undefined}
            aside={
              map
                ? (presenting: boolean) => (
                    <LitCode
                      presenting={presenting}
                      language={language}
                      source={sources[shownTab]}
                      lit={lit[shownTab]}
                      step={frame?.step ?? 0}
                    />
                  )
                : undefined
            }
          />
        ) : null}
      </section>
    </>
  );
}

function PythonBody({ cell, lit }: { cell: CellDef; lit: readonly LitLine[] }) {
  const t = useMessages(messages);
  return (
    <Suspense fallback={<p className="nb-cell__loading">{t.running}</p>}>
      <PythonCellBody cell={cell} lit={lit} />
    </Suspense>
  );
}

/** The visualizer replaying a run, under the cell's body (or tabs). */
function CellAnimation({
  animation,
  replay: Replay,
  onFrame,
  aside,
}: {
  animation: Animation;
  replay: SceneReplay;
  onFrame: ((f: FrameShown) => void) | undefined;
  aside: ((presenting: boolean) => ReactNode) | undefined;
}) {
  const t = useMessages(messages);
  const { scene } = animation;
  if (!scene) return <p className="nb-cell__notice">{t.noScene}</p>;
  return (
    <div className="nb-cell__visualizer">
      {scene.truncated ? <p className="nb-cell__notice">{t.sceneTruncated}</p> : null}
      <Suspense fallback={<p role="status">{t.loadingVisualizer}</p>}>
        <Replay key={animation.seq} scene={scene} onFrame={onFrame} aside={aside} />
      </Suspense>
    </div>
  );
}

/** WAI-ARIA tabs: arrow keys, Home and End move between the two tabs; only the selected one is in the tab order. */
function CellTabs({
  tab,
  setTab,
  body,
}: {
  tab: Tab;
  setTab: (tab: Tab) => void;
  /** The body of a language (Python's or TypeScript's cell). */
  body: (language: Tab) => ReactNode;
}) {
  const t = useMessages(messages);
  const base = useId();
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
          {body(x.id)}
        </div>
      ))}
    </>
  );
}
