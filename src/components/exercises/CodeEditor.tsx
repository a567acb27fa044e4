import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import messages from './exercises.messages';
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

/** A plain, accessible text field: shown while Monaco loads and instead of it if it cannot load. */
function PlainEditor({
  value,
  onChange,
  onRun,
  ariaLabel,
}: Pick<CodeEditorProps, 'value' | 'onChange' | 'onRun' | 'ariaLabel'>) {
  return (
    <textarea
      className="code-fallback"
      aria-label={ariaLabel}
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          onRun();
        }
      }}
    />
  );
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
