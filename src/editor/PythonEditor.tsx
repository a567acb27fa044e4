import { lazy, Suspense } from 'react';
import { EditorBoundary } from './EditorBoundary';
import { PlainEditor } from './PlainEditor';
import type { LabEditorProps } from './monacoShared';

// Monaco is its own lazy chunk: a lesson page downloads it only when "Edit" is pressed.
const MonacoPython = lazy(() => import('./MonacoPython'));

export interface PythonEditorProps extends Omit<LabEditorProps, 'loading'> {
  loadingText: string;
}

export function PythonEditor(props: PythonEditorProps) {
  const plain = (
    <PlainEditor {...props} className="py-cell__plain-editor" runKeys="shift-or-mod-enter" fitRows />
  );
  const loading = (
    <div className="py-cell__editor-loading">
      <p role="status">{props.loadingText}</p>
      {plain}
    </div>
  );
  return (
    <div className="py-cell__editor">
      <EditorBoundary fallback={plain}>
        <Suspense fallback={loading}>
          <MonacoPython {...props} loading={loading} />
        </Suspense>
      </EditorBoundary>
    </div>
  );
}
