import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { LabEditorProps } from '../../exercises/monacoShared';

// Monaco is its own lazy chunk: a lesson page downloads it only when "Edit" is pressed.
const MonacoPython = lazy(() => import('./MonacoPython'));

export interface PythonEditorProps extends Omit<LabEditorProps, 'loading'> {
  loadingText: string;
}

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A plain text field: shown while Monaco loads, and instead of it if it cannot load. Shift+Enter runs. */
function PlainEditor({
  value,
  onChange,
  onRun,
  ariaLabel,
}: Pick<PythonEditorProps, 'value' | 'onChange' | 'onRun' | 'ariaLabel'>) {
  const [rows] = useState(() => Math.min(Math.max(value.split('\n').length, 6), 30));
  return (
    <textarea
      className="py-cell__plain-editor"
      aria-label={ariaLabel}
      value={value}
      rows={rows}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.shiftKey || e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          onRun();
        }
      }}
    />
  );
}

export function PythonEditor(props: PythonEditorProps) {
  const plain = (
    <PlainEditor
      value={props.value}
      onChange={props.onChange}
      onRun={props.onRun}
      ariaLabel={props.ariaLabel}
    />
  );
  const loading = (
    <div className="py-cell__editor-loading">
      <p role="status">{props.loadingText}</p>
      {plain}
    </div>
  );
  return (
    <div className="py-cell__editor">
      <Boundary fallback={plain}>
        <Suspense fallback={loading}>
          <MonacoPython
            path={props.path}
            value={props.value}
            onChange={props.onChange}
            onRun={props.onRun}
            ariaLabel={props.ariaLabel}
            dark={props.dark}
            loading={loading}
          />
        </Suspense>
      </Boundary>
    </div>
  );
}
