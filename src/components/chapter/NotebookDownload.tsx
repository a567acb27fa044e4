import { useState } from 'react';
import type { Chapter } from '../../content/types';
import { useLang, useMessages } from '../../state/useMessages';
import { downloadBlob } from '../kit/download';
import downloadMessages from './notebookDownload.messages';

type State =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; file: string } | { kind: 'error'; reason: string };

function statusText(state: State, t: (typeof downloadMessages)['en']): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'busy':
      return t.preparing;
    case 'done':
      return t.done(state.file);
    case 'error':
      return t.failed(state.reason);
  }
}

/**
 * "Download as notebook": the whole chapter as a Jupyter notebook (.ipynb) in the page's language. The notebook is
 * built in the page from data (its code loads on the first press, its own chunk), then saved through a blob URL:
 * nothing is fetched from another host.
 */
export function NotebookDownload({ chapter }: { chapter: Chapter }) {
  const lang = useLang();
  const t = useMessages(downloadMessages);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    setState({ kind: 'busy' });
    try {
      const { chapterNotebook, notebookJson } = await import('../../notebook/chapterNotebook');
      const { notebookFileName } = await import('../../notebook/build');
      const labUrl = `${location.origin}${location.pathname}`;
      const notebook = await chapterNotebook(chapter.id, lang, labUrl);
      const file = notebookFileName(chapter.number, lang);
      downloadBlob(new Blob([notebookJson(notebook)], { type: 'application/x-ipynb+json' }), file);
      setState({ kind: 'done', file });
    } catch (e) {
      setState({ kind: 'error', reason: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <p className="lesson__notebook">
      <button type="button" onClick={() => void download()} disabled={state.kind === 'busy'} title={t.hint}>
        <span aria-hidden="true">⤓ </span>
        {t.download}
      </button>{' '}
      <span role="status" className="lesson__notebook-status">
        {statusText(state, t)}
      </span>
    </p>
  );
}
