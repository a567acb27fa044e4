import Editor, { type OnMount } from '@monaco-editor/react';
import { getTypeScriptWorker, monaco } from './monacoSetup';
import { SHARED_EDITOR_OPTIONS, useRunAction } from './monacoShared';
import type { CodeDiagnostic, EditorHandle } from './diagnostics';

export interface MonacoEditorProps {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  onReady: (handle: EditorHandle) => void;
  ariaLabel: string;
  dark: boolean;
  loading: React.ReactNode;
}

type DiagnosticLike = { start?: number; category: number; messageText: string | { messageText: string } };

function flatten(text: DiagnosticLike['messageText']): string {
  return typeof text === 'string' ? text : text.messageText;
}

/** The Monaco editor (lazy chunk). Ctrl/Cmd+Enter runs the tests. */
export default function MonacoEditor({ path, value, onChange, onRun, onReady, ariaLabel, dark, loading }: MonacoEditorProps) {
  const addRunAction = useRunAction(onRun, {
    id: 'aml.runTests',
    label: 'Run tests',
    keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
  });

  const handleMount: OnMount = (editor) => {
    addRunAction(editor);
    onReady({
      async diagnostics() {
        const model = editor.getModel();
        if (!model) return [];
        try {
          const getWorker = await getTypeScriptWorker();
          const worker = await getWorker(model.uri);
          const uri = model.uri.toString();
          const all = (await Promise.all([worker.getSyntacticDiagnostics(uri), worker.getSemanticDiagnostics(uri)])).flat();
          return (all as DiagnosticLike[])
            .filter((d) => d.category === 1)
            .map((d): CodeDiagnostic => {
              const pos = model.getPositionAt(d.start ?? 0);
              return { line: pos.lineNumber, column: pos.column, message: flatten(d.messageText) };
            });
        } catch {
          return [];
        }
      },
      revealLine(line) {
        editor.revealLineInCenter(line);
        editor.setPosition({ lineNumber: line, column: 1 });
        editor.focus();
      },
      focus: () => editor.focus(),
    });
  };

  return (
    <Editor
      path={path}
      language="typescript"
      value={value}
      theme={dark ? 'aml-dark' : 'aml-light'}
      loading={loading}
      onChange={(v) => onChange(v ?? '')}
      onMount={handleMount}
      options={{
        ...SHARED_EDITOR_OPTIONS,
        ariaLabel,
        tabSize: 2,
        wordWrap: 'on',
        accessibilitySupport: 'auto',
        fixedOverflowWidgets: true,
      }}
    />
  );
}
