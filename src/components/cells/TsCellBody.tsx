import { useId, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { lineMapOf, type LitLine } from '../../cells/lines';
import type { CellDef } from '../../cells/types';
import { outputText, type CellOutcome } from '../../cells/outcome';
import type { MechanismScene } from '../../mechanisms/recorder';
import { useLang, useMessages } from '../../state/useMessages';
import { formatNumber } from '../../lib/formatNumber';
import { CodeEditor } from '../../editor/CodeEditor';
import { useDarkTheme } from '../../editor/useDarkTheme';
import { CodeBlock } from '../prose/CodeBlock';
import { CellEditButtons } from './CellEditButtons';
import messages from './cells.messages';
import {
  clearTsRun,
  runTsCell,
  stopTsCell,
  TS_CELL_TIMEOUT_MS,
  useTsRuns,
  warmUpTsSandbox,
  type TsRun,
} from '../../state/tsCellRuns';
import { sceneToAnimate, type Animation, type FrameShown } from './litLines';
import { useCellEdit } from './useCellEdit';

/**
 * What replays a cell's recorded scene ("Animate this output"): the visualizer's, handed in by whoever shows the cell
 * (the lesson's widget map, src/components/lesson/widgets.tsx), lazily, so the visualizer loads only when pressed.
 * Without it the cell offers no animation.
 */
export type SceneReplay = ComponentType<{
  scene: MechanismScene;
  /** Told the frame shown at each step (the cell lights the lines that made it). */
  onFrame?: ((frame: FrameShown) => void) | undefined;
  /** Shown inside the visualizer (the lit code, kept in presentation mode). */
  aside?: ((presenting: boolean) => ReactNode) | undefined;
}>;

type T = (typeof messages)['en'];

/**
 * The TypeScript body of a cell: the code read-only (or in the editor after "Edit"), "Run" (and Shift+Enter) in the
 * exercises' sandbox, "Stop", "Revert" to the original, the output below in a region named "Output", and
 * "Animate this output" to replay in the visualizer what the run did to the engine (the cell shows the visualizer,
 * under its tabs, and gives back the lines the step lights).
 */
export function TsCellBody({
  cell,
  replay,
  animation,
  setAnimation,
  lit = [],
}: {
  cell: CellDef;
  replay?: SceneReplay | undefined;
  animation: Animation | null;
  setAnimation: (a: Animation | null) => void;
  lit?: readonly LitLine[];
}) {
  const t = useMessages(messages);
  const lang = useLang();
  const hintId = useId();
  const { source, edited, stale, editing, setEditing, save, revert } = useCellEdit(cell, 'ts');
  const run = useTsRuns((s) => s.runs[cell.id]);
  const animating = animation?.seq ?? null;
  const dark = useDarkTheme();
  const busy = run?.status === 'running' || run?.status === 'queued';

  const start = () => {
    setAnimation(null);
    void runTsCell(cell);
  };
  const onKeyDownCapture = (e: KeyboardEvent) => {
    // Shift+Enter runs the cell, from the code, the editor or a button (caught before the editor sees it).
    if (e.key === 'Enter' && e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      start();
    }
  };
  const done = run?.status === 'done' ? run : null;
  // The scene of the mechanism the cell animates (each mechanism's recorder writes its own scenes): for a cell whose
  // code lights up, the one its line map is written for.
  const scene =
    done?.outcome.kind === 'done'
      ? sceneToAnimate(cell, done.outcome.recording.scenes, lineMapOf(cell.id))
      : null;

  return (
    <div className="nb-ts" onKeyDownCapture={onKeyDownCapture}>
      <div className="nb-cell__actions">
        <button
          type="button"
          className="primary"
          onClick={start}
          onPointerEnter={warmUpTsSandbox}
          onFocus={warmUpTsSandbox}
          aria-describedby={hintId}
        >
          <span aria-hidden="true">▶ </span>
          {t.run}
        </button>
        <CellEditButtons
          code={source}
          busy={busy}
          onStop={() => stopTsCell(cell.id)}
          editing={editing}
          onToggleEdit={() => setEditing((e) => !e)}
          edited={edited}
          onRevert={() => {
            revert();
            clearTsRun(cell.id);
            setAnimation(null);
          }}
        />
        <span className="nb-cell__hint" id={hintId}>
          {t.shortcut}
        </span>
      </div>
      {stale ? (
        <p className="nb-cell__notice nb-cell__notice--warning" role="note">
          {t.staleEdit}
        </p>
      ) : edited ? (
        <p className="nb-cell__notice">{t.edited}</p>
      ) : null}
      {editing ? (
        <CodeEditor
          path={`file:///cells/${cell.id}.ts`}
          value={source}
          onChange={save}
          onRun={start}
          onReady={() => undefined}
          ariaLabel={t.editorLabel(cell.title[lang])}
          dark={dark}
        />
      ) : (
        // No copy button of its own: "Copy code" in the toolbar copies the code through the sharing check.
        <CodeBlock
          code={source}
          language="typescript"
          caption={edited ? t.tsCaptionEdited : t.tsCaption}
          copyable={false}
          lit={lit}
        />
      )}
      {run ? <TsOutput run={run} /> : null}
      {done && done.outcome.kind === 'done' && cell.animate && replay ? (
        <div className="nb-cell__animate">
          <button
            type="button"
            aria-expanded={animating === done.seq}
            onClick={() => setAnimation(animating === done.seq ? null : { seq: done.seq, scene })}
          >
            {animating === done.seq ? t.hideAnimation : t.animate}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function describe(
  outcome: CellOutcome,
  t: T,
  lang: 'fr' | 'en',
): { text: string; tone: 'ok' | 'error' | 'stopped' } {
  switch (outcome.kind) {
    case 'done':
      if (outcome.error) {
        const { message, line } = outcome.error;
        return { text: line !== undefined ? t.thrownAt(message, line) : t.thrown(message), tone: 'error' };
      }
      return { text: t.ranIn(formatNumber(Math.round(outcome.ms * 100) / 100, lang)), tone: 'ok' };
    case 'compile-error': {
      const { message, line } = outcome.error;
      return {
        text: line !== undefined ? t.compileErrorAt(message, line) : t.compileError(message),
        tone: 'error',
      };
    }
    case 'timeout':
      return {
        text: t.timeout(formatNumber((outcome.timeoutMs || TS_CELL_TIMEOUT_MS) / 1000, lang)),
        tone: 'stopped',
      };
    case 'stopped':
      return { text: t.stopped, tone: 'stopped' };
    case 'sandbox-error':
      return { text: t.sandboxError(outcome.message), tone: 'error' };
  }
}

function TsOutput({ run }: { run: TsRun }) {
  const t = useMessages(messages);
  const lang = useLang();
  const labelId = useId();
  const busy = run.status === 'running' || run.status === 'queued';
  const done = run.status === 'done' ? run : null;
  const text = done?.outcome.kind === 'done' ? outputText(done.outcome) : null;
  const note = done ? describe(done.outcome, t, lang) : null;
  return (
    <div className="nb-output" role="region" aria-label={t.output} aria-busy={busy}>
      <p className="nb-output__label" id={labelId} aria-hidden="true">
        {t.output}
      </p>
      {text !== null && text !== '' ? (
        <pre className="nb-output__text" tabIndex={0} aria-labelledby={labelId}>
          {text}
        </pre>
      ) : null}
      {text === '' && done?.outcome.kind === 'done' && !done.outcome.error ? (
        <p className="nb-output__note">{t.noOutput}</p>
      ) : null}
      {done?.outcome.kind === 'done' && done.outcome.truncated ? (
        <p className="nb-output__note">{t.truncated}</p>
      ) : null}
      <div role="status" className="nb-output__status">
        {busy ? <p className="nb-output__note">{t.running}</p> : null}
        {note ? <p className={`nb-output__note nb-output__note--${note.tone}`}>{note.text}</p> : null}
        {text !== null ? (
          <span className="visually-hidden">{t.outputReady(text === '' ? 0 : text.split('\n').length)}</span>
        ) : null}
      </div>
    </div>
  );
}
