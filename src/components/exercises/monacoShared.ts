/**
 * What the lab's two Monaco editors (exercises: TypeScript; notebook cells: Python) share: the editor options and
 * a "run" action that always calls the latest `onRun` (the action is added once, at mount, so it reads a ref).
 */
import { useEffect, useRef } from 'react';
import type { EditorProps, OnMount } from '@monaco-editor/react';

type CodeEditor = Parameters<OnMount>[0];

/** Options both editors use; each adds its own (tab size, word wrap...). */
export const SHARED_EDITOR_OPTIONS = {
  // Chromium drops typed characters with Monaco's EditContext: use the classic textarea input.
  editContext: false,
  minimap: { enabled: false },
  fontSize: 14,
  scrollBeyondLastLine: false,
  automaticLayout: true,
} as const satisfies EditorProps['options'];

export interface RunAction {
  id: string;
  label: string;
  keybindings: number[];
}

/** Returns `addRunAction(editor)`, to call at mount: adds `action`, whose run calls the latest render's `onRun`. */
export function useRunAction(onRun: () => void, action: RunAction): (editor: CodeEditor) => void {
  const runRef = useRef(onRun);
  useEffect(() => {
    runRef.current = onRun;
  }, [onRun]);
  return (editor) => {
    editor.addAction({ ...action, run: () => runRef.current() });
  };
}
