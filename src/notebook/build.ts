/**
 * Assembles a chapter's notebook (nbformat 4.5) from data: the sections' prose blocks (mdxToBlocks.ts), the chapter's
 * cells and its exercises. Pure (no DOM, no Node): the page and the tests build the very same notebook.
 *
 * - Each Python cell becomes a code cell with the output the lab prints (the cell's recorded expectedOutput, as a
 *   stdout stream); a cell that fails on purpose (no recorded output) has no output and the tag `raises-exception`
 *   (nbconvert's convention), so "Run all" in Jupyter goes on past it. Code cells follow the kernel's order: a Python
 *   cell the lesson does not show is put before the next one it shows.
 * - A TypeScript-only cell becomes Markdown: its code as a fenced `typescript` block and its output as `text`.
 * - A lesson's `<Output>` right after a Python cell with a recorded output is dropped (the code cell shows it).
 * - A cell that does not run in an older Python than the page's is followed by a cell that makes the rest of the
 *   chapter run there (compat.ts), tagged `python-compat`.
 * - The chapter's exercises: a heading, the statement, and the Python starter as a code cell tagged `exercise`
 *   (or a line saying the starter is not available yet).
 */
import type { CellDef } from '../cells/types';
import type { Lang, Localized } from '../i18n/lang';
import type { CompatCell } from './compat';
import { notebookWords } from './notebook.messages';
import type { Notebook, NotebookCell, NotebookCodeCell, ProseBlock } from './types';

export interface NotebookExercise {
  slug: string;
  number: number;
  title: Localized;
  summary: Localized;
  /** The statement's prose (the Python statement where there is one), or null. */
  statement: ProseBlock[] | null;
  /** exercises/NN-slug/python/starter.py, or null while it does not exist. */
  starter: string | null;
}

export interface NotebookInput {
  chapter: {
    id: string;
    number: number;
    title: Localized;
    sections: Array<{ slug: string; title: Localized }>;
  };
  lang: Lang;
  /** Each section's blocks, by slug (a section without its file is skipped). */
  sections: Record<string, ProseBlock[]>;
  /** The chapter's cells (TypeScript and Python merged, as the registry gives them). */
  cells: readonly CellDef[];
  /** The chapter's Python cells in kernel order (src/cells/python/chapterN/index.ts), [] when it has none. */
  pythonCells: readonly CellDef[];
  exercises: readonly NotebookExercise[];
  /** Where the lab is, for the notebook's first cell (optional: a downloaded file does not know its host otherwise). */
  labUrl?: string;
  /** The source of `aml_lab` (the exercises' helpers module the starters import), put in a cell before them. */
  labHelpers?: string;
  /** Cells put right after a lesson's Python cell, by its id, so the chapter runs in an older Python (compat.ts). */
  compat?: Readonly<Record<string, CompatCell>>;
}

/** Splits text into nbformat's list of lines (each but the last keeps its '\n'). */
export function lines(text: string): string[] {
  if (text === '') return [];
  const parts = text.split('\n');
  return parts.map((p, i) => (i < parts.length - 1 ? `${p}\n` : p)).filter((p) => p !== '');
}

/** The tag of a cell the notebook adds for an older Python than the page's (compat.ts); the page has no such cell. */
export const COMPAT_TAG = 'python-compat';

export function notebookFileName(chapterNumber: number, lang: Lang): string {
  return `agent-memory-lab-chapter-${chapterNumber}-${lang}.ipynb`;
}

export function buildNotebook(input: NotebookInput): Notebook {
  const { chapter, lang } = input;
  const w = notebookWords[lang];
  const cells: NotebookCell[] = [];
  const ids = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base.replace(/[^a-zA-Z0-9_-]/g, '-').slice(0, 56);
    for (let n = 2; ids.has(id); n++) id = `${base.slice(0, 56)}-${n}`;
    ids.add(id);
    return id;
  };
  const markdown = (text: string, base: string) =>
    cells.push({ cell_type: 'markdown', id: uniqueId(base), metadata: {}, source: lines(text) });
  const code = (source: string, base: string, metadata: NotebookCodeCell['metadata'], output?: string) =>
    cells.push({
      cell_type: 'code',
      id: uniqueId(base),
      metadata,
      source: lines(source),
      execution_count: null,
      outputs:
        output === undefined ? [] : [{ output_type: 'stream', name: 'stdout', text: lines(`${output}\n`) }],
    });

  markdown(
    [`# ${w.chapter(chapter.number)} · ${chapter.title[lang]}`, '', w.intro(input.labUrl)].join('\n'),
    'title',
  );

  const placed = new Set<string>();
  const byId = new Map(input.cells.map((c) => [c.id, c]));
  const pythonById = new Map(input.pythonCells.map((c) => [c.id, c]));
  const pythonCell = (cell: CellDef) => {
    placed.add(cell.id);
    markdown(`**${cell.title[lang]}**`, `${cell.id}-title`);
    const tags = cell.expectedOutput === undefined ? { tags: ['raises-exception'] } : {};
    code(cell.python ?? '', cell.id, { ...tags, agent_memory_lab: { cell: cell.id } }, cell.expectedOutput);
    const compat = input.compat?.[cell.id];
    if (compat) {
      markdown(`*${compat.note[lang]}*`, `${cell.id}-compat-note`);
      code(compat.python, `${cell.id}-compat`, { tags: [COMPAT_TAG], agent_memory_lab: { compat: cell.id } });
    }
  };

  for (const section of chapter.sections) {
    const blocks = input.sections[section.slug];
    if (!blocks) continue;
    markdown(`## ${section.title[lang]}`, `section-${section.slug}`);
    let previousHadOutput = false;
    for (const block of blocks) {
      const afterOutputCell = previousHadOutput;
      previousHadOutput = false;
      if (block.kind === 'markdown') markdown(block.text, `${section.slug}-md`);
      else if (block.kind === 'output') {
        if (!afterOutputCell) markdown(block.text, `${section.slug}-output`);
      } else if (block.kind === 'exercises') {
        exerciseCells(block.chapter === chapter.number ? input.exercises : [], input, markdown, code);
      } else {
        const py = pythonById.get(block.id);
        if (py && !placed.has(py.id)) {
          // Kernel order: the Python cells listed before this one and not shown yet run first.
          for (const earlier of input.pythonCells) {
            if (earlier.id === py.id) break;
            if (!placed.has(earlier.id)) pythonCell(earlier);
          }
          pythonCell(py);
          previousHadOutput = py.expectedOutput !== undefined;
        } else if (!py) {
          const ts = byId.get(block.id);
          if (ts?.ts) {
            const out = ts.expectedOutput
              ? ['', `*${w.printed}*`, '', '```text', ts.expectedOutput, '```']
              : [];
            markdown(
              [`**${ts.title[lang]}** (${w.typescript})`, '', '```typescript', ts.ts, '```', ...out].join(
                '\n',
              ),
              `${ts.id}-ts`,
            );
          }
        }
      }
    }
  }
  // Python cells no lesson shows still belong to the chapter's kernel: at the end, in order.
  const rest = input.pythonCells.filter((c) => !placed.has(c.id));
  if (rest.length) markdown(`## ${w.moreCells}`, 'more-cells');
  rest.forEach(pythonCell);
  // Exercises of a chapter whose lesson has no exercise cards: at the end.
  if (
    !Object.values(input.sections).some((b) => b.some((x) => x.kind === 'exercises')) &&
    input.exercises.length
  ) {
    markdown(`## ${w.exercises}`, 'exercises');
    exerciseCells(input.exercises, input, markdown, code);
  }

  return {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {
      kernelspec: { name: 'python3', display_name: 'Python 3 (ipykernel)', language: 'python' },
      language_info: { name: 'python', file_extension: '.py', mimetype: 'text/x-python' },
      agent_memory_lab: { chapter: chapter.id, lang },
    },
    cells,
  };
}

/**
 * A code cell that makes the module `aml_lab` importable in any Python kernel (the lab's grader and page provide
 * their own copy): the source as a raw string, executed into a new module registered in sys.modules. The module is
 * registered before its code runs, as `import` does: `@dataclass` looks its class's module up in sys.modules (before
 * Python 3.12 it fails with "'NoneType' object has no attribute '__dict__'" when the module is not there).
 */
export function helpersCell(source: string): string {
  const literal = source.includes("'''") || /\\$/.test(source) ? JSON.stringify(source) : `r'''${source}'''`;
  return [
    'import sys as _sys, types as _types',
    '_aml_lab = _types.ModuleType("aml_lab")',
    '_sys.modules["aml_lab"] = _aml_lab',
    `exec(compile(${literal}, "aml_lab.py", "exec"), _aml_lab.__dict__)`,
  ].join('\n');
}

function exerciseCells(
  exercises: readonly NotebookExercise[],
  input: NotebookInput,
  markdown: (text: string, base: string) => void,
  code: (source: string, base: string, metadata: NotebookCodeCell['metadata']) => void,
): void {
  const { lang, labHelpers } = input;
  const w = notebookWords[lang];
  if (labHelpers && exercises.some((e) => e.starter?.includes('aml_lab'))) {
    markdown(`*${w.helpers}*`, 'aml-lab-note');
    code(helpersCell(labHelpers), 'aml-lab', { tags: ['exercise-helpers'] });
  }
  for (const ex of exercises) {
    markdown(
      [`### ${w.exercise(ex.number)} · ${ex.title[lang]}`, '', ex.summary[lang]].join('\n'),
      `lab-exercise-${ex.number}`,
    );
    for (const block of ex.statement ?? []) {
      if (block.kind === 'markdown' || block.kind === 'output')
        markdown(block.text, `lab-exercise-${ex.number}-statement`);
    }
    if (ex.starter !== null) {
      markdown(`*${w.starter}*`, `lab-exercise-${ex.number}-starter-note`);
      code(ex.starter.replace(/\n$/, ''), `lab-exercise-${ex.number}-starter`, {
        tags: ['exercise'],
        agent_memory_lab: { exercise: ex.slug },
      });
    } else markdown(`*${w.noStarter}*`, `lab-exercise-${ex.number}-no-starter`);
  }
}
