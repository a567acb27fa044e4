import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../state/useMessages';
import messages from './editor.messages';
import { PlainEditor } from './PlainEditor';
import type { EditorHandle } from './diagnostics';
import { EditorBoundary } from './EditorBoundary';

// Monaco is its own lazy chunk: the lesson pages and the exercise list never download it.
const MonacoEditor = lazy(() => import('./MonacoEditor'));

export interface CodeEditorProps {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  onReady: (handle: EditorHandle | null) => void;
  ariaLabel: string;
  dark: boolean;
  language?: 'typescript' | 'python';
}

export function CodeEditor(props: CodeEditorProps) {
  const t = useMessages(messages);
  const [failed, setFailed] = useState(false);
  const plain = <PlainEditor {...props} className="code-fallback" runKeys="mod-enter" />;
  /** The plain editor under a notice that says why it is the one shown. */
  const plainWithNotice = (className: string, notice: string) => (
    <div className={className}>
      <p className="code-editor__notice" role="status">
        {notice}
      </p>
      {plain}
    </div>
  );
  if (failed) return plainWithNotice('code-editor code-editor--plain', t.editorFailed);
  const loading = plainWithNotice('code-editor__loading', t.editorLoading);
  return (
    <div className="code-editor">
      <EditorBoundary
        fallback={null}
        onError={() => {
          props.onReady(null);
          setFailed(true);
        }}
      >
        <Suspense fallback={loading}>
          <MonacoEditor {...props} loading={loading} />
        </Suspense>
      </EditorBoundary>
    </div>
  );
}
