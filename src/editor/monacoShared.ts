/**
 * What the lab's two Monaco editors (exercises: TypeScript and Python; lesson cells: Python) share: their props, the editor
 * options and a "run" action that always calls the latest `onRun` (the action is added once, at mount, so it reads a
 * ref). LabMonaco.tsx mounts Monaco with all three.
 */
import { useEffect, useRef, type ReactNode } from 'react';
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
  // Unused code is drawn faded, below the contrast a reader needs (axe: color-contrast); the diagnostics still say it.
  showUnused: false,
} as const satisfies EditorProps['options'];

/** The props both Monaco editors take (each may add its own, e.g. the exercises' `onReady`). */
export interface LabEditorProps {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  ariaLabel: string;
  dark: boolean;
  loading: ReactNode;
}

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
