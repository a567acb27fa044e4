import { Component, lazy, Suspense, type ReactNode } from 'react';
import { PlainEditor } from './PlainEditor';
import type { LabEditorProps } from './monacoShared';

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

export function PythonEditor(props: PythonEditorProps) {
  const plain = (
    <PlainEditor
      value={props.value}
      onChange={props.onChange}
      onRun={props.onRun}
      ariaLabel={props.ariaLabel}
      className="py-cell__plain-editor"
      runKeys="shift-or-mod-enter"
      fitRows
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
