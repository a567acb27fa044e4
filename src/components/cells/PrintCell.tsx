import { useEffect } from 'react';
import { findCell } from '../../cells/registry';
import { outputText } from '../../cells/outcome';
import { useMessages } from '../../state/useMessages';
import { useLang } from '../../state/useMessages';
import { cellSource } from '../../state/cellCode';
import { runTsCell, useTsRuns } from '../../state/tsCellRuns';
import dict from './printCell.messages';
import { usePrintTask } from '../kit/printTasks';

/**
 * A lesson cell on paper: its code and what the lab printed. A Python cell shows the seed's own output, which the
 * lab's tests check its kernel prints; a TypeScript cell is run in the sandbox for the handout, and waits for it.
 */
export function PrintCell({ id }: { id: string }) {
  const t = useMessages(dict);
  const lang = useLang();
  const cell = findCell(id);
  const python = cell?.python !== undefined && cell.expectedOutput !== undefined;
  const run = useTsRuns((s) => s.runs[id]);
  const needsRun = !!cell && !python && cell.ts !== undefined;
  const done = !needsRun || run?.status === 'done';
  usePrintTask(`cell:${id}`, done);

  useEffect(() => {
    if (needsRun && cell && !useTsRuns.getState().runs[id]) void runTsCell(cell);
  }, [needsRun, cell, id]);

  if (!cell) return null;
  const code = python ? (cell.python as string) : cellSource(id, 'ts', cell.ts ?? '').source;
  let output: string | null = null;
  if (python) output = cell.expectedOutput ?? '';
  else if (run?.status === 'done') output = run.outcome.kind === 'done' ? outputText(run.outcome) : null;
  return (
    <figure className="print-cell" data-cell={id}>
      <figcaption className="print-cell__title">{cell.title[lang]}</figcaption>
      <pre className="print-cell__code">
        <code>{code}</code>
      </pre>
      <p className="print-cell__label">{t.output}</p>
      {!done ? (
        <p className="print-cell__pending">{t.preparing}</p>
      ) : output === null ? (
        <p className="print-cell__pending">{t.runFailed}</p>
      ) : (
        <pre className="print-cell__output" data-print-output>
          {output === '' ? t.noOutput : output}
        </pre>
      )}
    </figure>
  );
}
