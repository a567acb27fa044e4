import { useState } from 'react';
import { cellsOfChapter } from '../../cells/registry';
import { useMessages } from '../../state/useMessages';
import messages from './cells.messages';
import { restartTs, runAllTs } from '../../state/tsCellRuns';
import './cells.css';

/** The Python kernel's client, loaded when "Run all" or "Restart" is pressed (it is not part of the lesson page). */
const pythonRuns = () => import('../../state/pythonCellRuns');

/**
 * The chapter's toolbar: "Run all" runs every cell of the chapter (Python in the chapter's kernel, in order;
 * TypeScript in the sandbox), "Restart" starts a fresh Python kernel (empty namespace) and a fresh TypeScript
 * sandbox, and runs again the TypeScript cells that had run. Drawn with the lesson (no chunk of its own), so it never
 * arrives after its cell and moves it.
 */
export function ChapterCellsToolbar({ chapter }: { chapter: string }) {
  const t = useMessages(messages);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const cells = cellsOfChapter(chapter);
  if (cells.length === 0) return null;
  const hasPython = cells.some((c) => c.python !== undefined);

  const runAll = async () => {
    setBusy(true);
    setStatus('');
    try {
      const [n] = await Promise.all([
        runAllTs(cells),
        hasPython ? pythonRuns().then((m) => m.runAllPython(chapter)) : Promise.resolve([]),
      ]);
      setStatus(t.runAllDone(n));
    } finally {
      setBusy(false);
    }
  };
  const restart = async () => {
    setStatus('');
    await Promise.all([
      restartTs(cells),
      hasPython ? pythonRuns().then((m) => m.restartPython(chapter)) : Promise.resolve(),
    ]);
    setStatus(t.restarted);
  };

  return (
    <div className="nb-toolbar" role="group" aria-label={t.toolbarLabel}>
      <button type="button" onClick={() => void runAll()} disabled={busy}>
        <span aria-hidden="true">▶▶ </span>
        {t.runAll}
      </button>
      <button type="button" onClick={() => void restart()}>
        <span aria-hidden="true">↻ </span>
        {t.restart}
      </button>
      <p className="nb-toolbar__status" role="status">
        {status}
      </p>
    </div>
  );
}
