import Editor, { type OnMount } from '@monaco-editor/react';
// The lab's Monaco set-up (local package, workers, themes); Python gets Monaco's tokenizer only.
import { monaco } from '../../exercises/monacoSetup';
import { SHARED_EDITOR_OPTIONS, useRunAction } from '../../exercises/monacoShared';
import 'monaco-editor/languages/definitions/python/register';

export interface MonacoPythonProps {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  ariaLabel: string;
  dark: boolean;
  loading: React.ReactNode;
}

/** Monaco in Python mode (lazy chunk, shared with the exercises' editor). Shift+Enter or Ctrl/Cmd+Enter runs. */
export default function MonacoPython({
  path,
  value,
  onChange,
  onRun,
  ariaLabel,
  dark,
  loading,
}: MonacoPythonProps) {
  const addRunAction = useRunAction(onRun, {
    id: 'aml.runCell',
    label: 'Run cell',
    keybindings: [monaco.KeyMod.Shift | monaco.KeyCode.Enter, monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
  });

  const handleMount: OnMount = (editor) => {
    addRunAction(editor);
    editor.focus();
  };

  const lines = value.split('\n').length;
  return (
    <Editor
      path={path}
      language="python"
      value={value}
      height={`${Math.min(Math.max(lines, 6), 30) * 19 + 16}px`}
      theme={dark ? 'aml-dark' : 'aml-light'}
      loading={loading}
      onChange={(v) => onChange(v ?? '')}
      onMount={handleMount}
      options={{
        ...SHARED_EDITOR_OPTIONS,
        ariaLabel,
        tabSize: 4,
        insertSpaces: true,
      }}
    />
  );
}
