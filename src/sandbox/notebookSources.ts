/**
 * The exercises' files a chapter notebook needs (a sandbox entry point: it reads exercises/), loaded on demand only:
 * nothing here is in a page's chunk until "Download as notebook" is pressed. Python files are found by glob, so an
 * exercise without its Python starter yet simply has none.
 */
import type { ProseBlock } from '../notebook/types';

const starters = import.meta.glob<string>('../../exercises/*/python/starter.py', {
  query: '?raw',
  import: 'default',
});
const statements = import.meta.glob<ProseBlock[]>('../../exercises/*/statement.*.mdx', {
  query: '?notebook',
  import: 'default',
});
const pythonStatements = import.meta.glob<ProseBlock[]>('../../exercises/*/python/statement.*.mdx', {
  query: '?notebook',
  import: 'default',
});

/** The Python starter of an exercise, or null while it has none. */
export async function pythonStarter(slug: string): Promise<string | null> {
  const load = starters[`../../exercises/${slug}/python/starter.py`];
  return load ? load() : null;
}

/** The statement's notebook blocks in a language: the Python statement where there is one, else the exercise's. */
export async function statementBlocks(slug: string, lang: string): Promise<ProseBlock[] | null> {
  const load =
    pythonStatements[`../../exercises/${slug}/python/statement.${lang}.mdx`] ??
    statements[`../../exercises/${slug}/statement.${lang}.mdx`];
  return load ? load() : null;
}
