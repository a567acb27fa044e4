/**
 * The "Practice" blocks of the lessons (issue 28): every section of the chapters that has practice questions
 * (src/engine/practice/catalog.ts) holds exactly one `<Practice>` block, in French and in English, and every block
 * names its own file's chapter and section (a block copied into another section would ask the wrong questions).
 */
import { chapters } from '../../src/content/chapters';
import { KIND_CATALOG } from '../../src/engine/practice/catalog';
import { LANGS } from '../../src/i18n/lang';
import { mdxFiles, propsOf, readMdx, type MdNode } from './mdxTree';

function practiceBlocks(tree: MdNode): Record<string, string | number | boolean>[] {
  const out: Record<string, string | number | boolean>[] = [];
  const visit = (n: MdNode) => {
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'Practice')
      out.push(propsOf(n));
    for (const c of n.children ?? []) visit(c);
  };
  visit(tree);
  return out;
}

const lessonFiles = mdxFiles().filter((f) => /^src\/content\/chapter\d+\//.test(f));
const place = (file: string) => {
  const m = /^src\/content\/chapter(\d+)\/([a-z0-9-]+)\.([a-z]+)\.mdx$/.exec(file);
  if (!m) throw new Error(`unexpected lesson file ${file}`);
  return { chapter: Number(m[1]), section: m[2] as string, lang: m[3] as string };
};

/** The sections with practice questions, among the chapters the lab has. */
const withQuestions = [
  ...new Set(
    Object.values(KIND_CATALOG)
      .filter((k) => chapters.some((c) => c.id === k.chapter))
      .flatMap((k) => k.sections.map((s) => `${k.chapter}/${s}`)),
  ),
].sort();

describe('the practice blocks of the lessons', () => {
  it('finds sections with questions in chapters 1 to 4', () => {
    for (const chapter of ['1', '2', '3', '4'])
      expect(withQuestions.some((s) => s.startsWith(`${chapter}/`))).toBe(true);
  });

  it.each(withQuestions)('%s holds one block in each language', (key) => {
    const [chapter, section] = key.split('/') as [string, string];
    for (const lang of LANGS) {
      const file = `src/content/chapter${chapter}/${section}.${lang}.mdx`;
      expect(lessonFiles, file).toContain(file);
      expect(practiceBlocks(readMdx(file)), file).toEqual([{ chapter: Number(chapter), section }]);
    }
  });

  it('every block names its own chapter and section, and only sections with questions have one', () => {
    for (const file of lessonFiles) {
      const { chapter, section } = place(file);
      for (const props of practiceBlocks(readMdx(file))) {
        expect(props, file).toEqual({ chapter, section });
        expect(withQuestions, file).toContain(`${chapter}/${section}`);
      }
    }
  });
});
