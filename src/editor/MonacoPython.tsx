import { LabMonaco } from './LabMonaco';
// The lab's Monaco set-up (local package, workers, themes); Python gets Monaco's tokenizer only.
import { monaco } from './monacoSetup';
import type { LabEditorProps } from './monacoShared';
import 'monaco-editor/languages/definitions/python/register';

export type MonacoPythonProps = LabEditorProps;

/** Monaco in Python mode (lazy chunk, shared with the exercises' editor). Shift+Enter or Ctrl/Cmd+Enter runs. */
export default function MonacoPython(props: MonacoPythonProps) {
  const lines = props.value.split('\n').length;
  return (
    <LabMonaco
      {...props}
      language="python"
      height={`${Math.min(Math.max(lines, 6), 30) * 19 + 16}px`}
      runAction={{
        id: 'aml.runCell',
        label: 'Run cell',
        keybindings: [
          monaco.KeyMod.Shift | monaco.KeyCode.Enter,
          monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter,
        ],
      }}
      onMount={(editor) => editor.focus()}
      options={{ tabSize: 4, insertSpaces: true }}
    />
  );
}
