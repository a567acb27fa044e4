/**
 * Types of the chapter notebooks (Jupyter nbformat 4.5) and of the blocks a lesson file becomes (mdxToBlocks.ts).
 * No runtime code.
 */

/** One piece of a lesson file, in order: Markdown prose, or a place where the assembler puts something. */
export type ProseBlock =
  | { kind: 'markdown'; text: string }
  /** What a code block printed (a lesson's `<Output>`), as Markdown: dropped when it repeats a code cell's output. */
  | { kind: 'output'; text: string }
  | { kind: 'cell'; id: string }
  | { kind: 'exercises'; chapter: number };

/** nbformat 4 (the subset the lab writes). `source` and `text` are lists of lines, each but the last ending in \n. */
export interface NotebookMarkdownCell {
  cell_type: 'markdown';
  id: string;
  metadata: Record<string, unknown>;
  source: string[];
}

export interface NotebookStreamOutput {
  output_type: 'stream';
  name: 'stdout' | 'stderr';
  text: string[];
}

export interface NotebookCodeCell {
  cell_type: 'code';
  id: string;
  metadata: { tags?: string[]; [key: string]: unknown };
  source: string[];
  execution_count: null;
  outputs: NotebookStreamOutput[];
}

export type NotebookCell = NotebookMarkdownCell | NotebookCodeCell;

export interface Notebook {
  nbformat: 4;
  nbformat_minor: 5;
  metadata: Record<string, unknown>;
  cells: NotebookCell[];
}
