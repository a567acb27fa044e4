import type { OnMount } from '@monaco-editor/react';
import { LabMonaco } from './LabMonaco';
import { getTypeScriptWorker, monaco } from './monacoSetup';
// Monaco's Python tokenizer, from the local package (the lessons' Python editor registers the same one).
import 'monaco-editor/languages/definitions/python/register';
import type { LabEditorProps } from './monacoShared';
import type { CodeDiagnostic, EditorHandle } from './diagnostics';

export interface MonacoEditorProps extends LabEditorProps {
  onReady: (handle: EditorHandle) => void;
  /** 'typescript' (type-checked: diagnostics) or 'python' (highlighting only). */
  language?: 'typescript' | 'python';
}

type DiagnosticLike = { start?: number; category: number; messageText: string | { messageText: string } };

function flatten(text: DiagnosticLike['messageText']): string {
  return typeof text === 'string' ? text : text.messageText;
}

/** The Monaco editor (lazy chunk). Ctrl/Cmd+Enter runs the tests. */
export default function MonacoEditor({ onReady, language = 'typescript', ...props }: MonacoEditorProps) {
  const handleMount: OnMount = (editor) => {
    onReady({
      async diagnostics() {
        const model = editor.getModel();
        if (!model || language !== 'typescript') return [];
        try {
          const getWorker = await getTypeScriptWorker();
          const worker = await getWorker(model.uri);
          const uri = model.uri.toString();
          const all = (
            await Promise.all([worker.getSyntacticDiagnostics(uri), worker.getSemanticDiagnostics(uri)])
          ).flat();
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
    <LabMonaco
      {...props}
      language={language}
      runAction={{
        id: 'aml.runTests',
        label: 'Run tests',
        keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
      }}
      onMount={handleMount}
      options={{
        tabSize: language === 'python' ? 4 : 2,
        insertSpaces: true,
        wordWrap: 'on',
        accessibilitySupport: 'auto',
        fixedOverflowWidgets: true,
      }}
    />
  );
}
