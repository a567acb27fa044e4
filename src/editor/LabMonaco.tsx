import Editor, { type EditorProps, type OnMount } from '@monaco-editor/react';
import { SHARED_EDITOR_OPTIONS, useRunAction, type LabEditorProps, type RunAction } from './monacoShared';

export interface LabMonacoProps extends LabEditorProps {
  language: string;
  /** The editor's "run" action (id, label, keybindings); its run calls the latest `onRun`. */
  runAction: RunAction;
  /** Called at mount, after the run action is added. */
  onMount: OnMount;
  /** Options on top of SHARED_EDITOR_OPTIONS and the aria label. */
  options: EditorProps['options'];
  height?: string;
}

/**
 * The Monaco editor as both of the lab's editors mount it (only ever imported from their lazy chunks): the lab's
 * themes, the shared options, `onChange` with a string, and the run action added at mount.
 */
export function LabMonaco({
  path,
  language,
  value,
  height,
  onChange,
  onRun,
  runAction,
  onMount,
  ariaLabel,
  dark,
  loading,
  options,
}: LabMonacoProps) {
  const addRunAction = useRunAction(onRun, runAction);

  const handleMount: OnMount = (editor, monaco) => {
    addRunAction(editor);
    onMount(editor, monaco);
  };

  return (
    <Editor
      path={path}
      language={language}
      value={value}
      {...(height === undefined ? {} : { height })}
      theme={dark ? 'aml-dark' : 'aml-light'}
      loading={loading}
      onChange={(v) => onChange(v ?? '')}
      onMount={handleMount}
      options={{ ...SHARED_EDITOR_OPTIONS, ariaLabel, ...options }}
    />
  );
}
