/**
 * Monaco, bundled from the local package (never a CDN) and trimmed to the editor, its features and TypeScript.
 * Imported only by the lazily loaded MonacoEditor, so lesson pages never download it.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/typescript/register';
import {
  getTypeScriptWorker,
  ModuleKind,
  ModuleResolutionKind,
  ScriptTarget,
  typescriptDefaults,
} from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import { loader } from '@monaco-editor/react';
import engineDeclarations from 'virtual:aml-engine-dts';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker: (workerId: string, label: string) => Worker };
  }
}

// Every label must get a worker, or the built site breaks while dev works (see STACK-NOTES).
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === 'typescript' || label === 'javascript' ? new TsWorker() : new EditorWorker();
  },
};

typescriptDefaults.setCompilerOptions({
  target: ScriptTarget.ES2020,
  module: ModuleKind.ESNext,
  moduleResolution: ModuleResolutionKind.NodeJs,
  strict: true,
  noEmit: true,
  allowNonTsExtensions: true,
  esModuleInterop: true,
});
typescriptDefaults.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
// The engine's declarations, generated at build time from its sources (virtual:aml-engine-dts), so that
// `import { BowEmbedder } from 'agent-memory-lab'` type-checks exactly like in the repository.
for (const [path, content] of Object.entries(engineDeclarations)) {
  typescriptDefaults.addExtraLib(content, `file:///node_modules/agent-memory-lab/${path}`);
}

// Monaco's dark theme draws comments at a 4:1 contrast; these variants keep every token at 4.5:1 or more.
// Monaco also dims the number of the empty line after a final newline (its line-number colour at 40 % opacity,
// below 4.5:1): the themes draw it in the base theme's line-number colour. Every editor of the lab (exercises,
// TypeScript and Python cells) uses these themes, so this is the one place for it.
monaco.editor.defineTheme('aml-light', {
  base: 'vs',
  inherit: true,
  rules: [{ token: 'comment', foreground: '1f7a1f' }],
  colors: { 'editorLineNumber.dimmedForeground': '#237893' },
});
monaco.editor.defineTheme('aml-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '86b872' }],
  colors: { 'editorLineNumber.dimmedForeground': '#858585' },
});

loader.config({ monaco });

export { monaco, getTypeScriptWorker };
