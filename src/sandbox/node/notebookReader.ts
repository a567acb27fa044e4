/**
 * A Jupyter notebook submission (.ipynb, nbformat 4) → one Python source: its code cells in order, joined by blank
 * lines, so that the harness runs the notebook as Jupyter's "Run all" would. IPython-only lines (`%magic`,
 * `!shell`) become comments, keeping the line count, so a notebook that uses them still loads and line numbers
 * still map back to the cell (cellLine).
 *
 * A chapter notebook downloaded from the lab tags each exercise's starter cell
 * (`metadata.agent_memory_lab.exercise = "01-marginal-cost"`): when a notebook has such tags, only the cells of the
 * exercise being graded are taken (the lesson's cells and the other exercises are not the submission).
 */

export type NotebookRead =
  | {
      ok: true;
      source: string;
      /** first line (1-based) of each code cell in `source` */ cellStarts: number[];
    }
  | { ok: false; error: string };

function cellText(source: unknown): string | null {
  if (typeof source === 'string') return source;
  if (Array.isArray(source) && source.every((s) => typeof s === 'string')) return source.join('');
  return null;
}

function exerciseTag(cell: unknown): string | null {
  const tag = (cell as { metadata?: { agent_memory_lab?: { exercise?: unknown } } }).metadata
    ?.agent_memory_lab?.exercise;
  return typeof tag === 'string' ? tag : null;
}

export function readNotebook(text: string, slug?: string): NotebookRead {
  let nb: unknown;
  try {
    nb = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not a valid notebook: the file is not valid JSON (${(e as Error).message})` };
  }
  if (!nb || typeof nb !== 'object' || Array.isArray(nb))
    return { ok: false, error: 'not a valid notebook: no JSON object' };
  const { nbformat, cells } = nb as { nbformat?: unknown; cells?: unknown };
  if (nbformat !== 4)
    return {
      ok: false,
      error: `not an nbformat 4 notebook (nbformat is ${JSON.stringify(nbformat ?? null)})`,
    };
  if (!Array.isArray(cells)) return { ok: false, error: 'not a valid notebook: "cells" is not a list' };
  const isCode = (cell: unknown) =>
    !!cell && typeof cell === 'object' && (cell as { cell_type?: unknown }).cell_type === 'code';
  const tags = cells
    .filter(isCode)
    .map(exerciseTag)
    .filter((t): t is string => t !== null);
  if (slug && tags.length > 0 && !tags.includes(slug))
    return {
      ok: false,
      error: `the notebook has no code cell for ${slug} (its exercise cells are for ${[...new Set(tags)].join(', ')})`,
    };
  const parts: string[] = [];
  const cellStarts: number[] = [];
  let line = 1;
  for (const [i, cell] of cells.entries()) {
    if (!isCode(cell)) continue;
    if (slug && tags.length > 0 && exerciseTag(cell) !== slug) continue;
    const code = cellText((cell as { source?: unknown }).source);
    if (code === null) return { ok: false, error: `not a valid notebook: cell ${i + 1} has no text source` };
    const body = code
      .replace(/\r\n?/g, '\n')
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => (/^\s*[%!]/.test(l) ? `# (IPython, not run by the grader) ${l}` : l))
      .join('\n');
    cellStarts.push(line);
    parts.push(body);
    line += body.split('\n').length + 1; // the blank line between cells
  }
  return { ok: true, source: parts.length ? `${parts.join('\n\n')}\n` : '', cellStarts };
}

/** A line of the joined source → "cell N, line M" (N counts code cells from 1). */
export function cellLine(cellStarts: readonly number[], line: number): { cell: number; line: number } | null {
  let cell = -1;
  for (const [i, start] of cellStarts.entries()) if (start <= line) cell = i;
  if (cell < 0) return null;
  return { cell: cell + 1, line: line - (cellStarts[cell] as number) + 1 };
}
