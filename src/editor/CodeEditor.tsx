import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useMessages } from '../state/useMessages';
import messages from './editor.messages';
import { PlainEditor } from './PlainEditor';
import type { EditorHandle } from './diagnostics';

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

class EditorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function CodeEditor(props: CodeEditorProps) {
  const t = useMessages(messages);
  const [failed, setFailed] = useState(false);
  const plain = (
    <PlainEditor
      value={props.value}
      onChange={props.onChange}
      onRun={props.onRun}
      ariaLabel={props.ariaLabel}
      className="code-fallback"
      runKeys="mod-enter"
    />
  );
  if (failed) {
    return (
      <div className="code-editor code-editor--plain">
        <p className="code-editor__notice" role="status">
          {t.editorFailed}
        </p>
        {plain}
      </div>
    );
  }
  const loading = (
    <div className="code-editor__loading">
      <p className="code-editor__notice" role="status">
        {t.editorLoading}
      </p>
      {plain}
    </div>
  );
  return (
    <div className="code-editor">
      <EditorBoundary
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
