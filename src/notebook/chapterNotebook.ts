/**
 * The page's side of "Download as notebook": gathers a chapter's data (prose blocks converted at build time, cells,
 * exercises) and builds the notebook with build.ts. Loaded on demand (its own chunk) by NotebookDownload.tsx.
 */
import { cellsOfChapter, pythonCellsOf } from '../cells/registry';
import { findChapter } from '../content/chapters';
import type { Lang } from '../i18n/lang';
import { exercisesOfChapter, pythonStarter, statementBlocks } from '../exercises/catalog';
import { LAB_SOURCE as labHelpers } from '../sandbox/python/exercise/labSource';
import { buildNotebook, type NotebookExercise } from './build';
import { compatCells } from './compat';
import type { Notebook, ProseBlock } from './types';

const sectionBlocks = import.meta.glob<ProseBlock[]>('../content/chapter*/*.mdx', {
  query: '?notebook',
  import: 'default',
});

export async function chapterNotebook(chapterId: string, lang: Lang, labUrl?: string): Promise<Notebook> {
  const chapter = findChapter(chapterId);
  if (!chapter) throw new Error(`no chapter ${chapterId}`);
  const sections: Record<string, ProseBlock[]> = {};
  await Promise.all(
    chapter.sections.map(async (s) => {
      const load = sectionBlocks[`../content/chapter${chapter.id}/${s.slug}.${lang}.mdx`];
      if (load) sections[s.slug] = await load();
    }),
  );
  const pythonCells = pythonCellsOf(chapter.id);
  const exercises: NotebookExercise[] = await Promise.all(
    exercisesOfChapter(chapter.number).map(async (e) => ({
      slug: e.slug,
      number: e.number,
      title: e.title,
      summary: e.summary,
      statement: (await statementBlocks(e.slug, lang)) as ProseBlock[] | null,
      starter: await pythonStarter(e.slug),
    })),
  );
  return buildNotebook({
    chapter,
    lang,
    sections,
    cells: cellsOfChapter(chapter.id),
    pythonCells,
    exercises,
    labHelpers,
    compat: compatCells,
    ...(labUrl ? { labUrl } : {}),
  });
}

/** The file's text: nbformat's usual layout (one-space indent, trailing newline). */
export function notebookJson(notebook: Notebook): string {
  return `${JSON.stringify(notebook, null, 1)}\n`;
}
