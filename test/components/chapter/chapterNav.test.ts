import { neighbours, resolveChapterRoute } from '../../../src/components/chapter/chapterNav';
import type { Chapter, SectionNav } from '../../../src/content/types';

const section = (slug: string): SectionNav => ({ slug, title: { en: slug, fr: slug } });
const chapter = (id: string, slugs: string[]): Chapter => ({
  id,
  number: Number(id),
  title: { en: `c${id}`, fr: `c${id}` },
  summary: { en: '', fr: '' },
  sections: slugs.map(section),
});

describe('section navigation across chapters', () => {
  const book = [chapter('1', ['a', 'b']), chapter('2', []), chapter('3', ['c'])];

  it('crosses to the first section of the next chapter that has sections, and back', () => {
    expect(neighbours(book, '1', 'a')).toMatchObject({ prev: null, next: { section: { slug: 'b' } } });
    const fromB = neighbours(book, '1', 'b');
    expect(fromB.next?.chapter.id).toBe('3');
    expect(fromB.next?.section.slug).toBe('c');
    const fromC = neighbours(book, '3', 'c');
    expect(fromC.prev?.section.slug).toBe('b');
    expect(fromC.next).toBeNull();
  });

  it('has no next from the last section when later chapters are empty', () => {
    expect(neighbours([chapter('1', ['a']), chapter('2', [])], '1', 'a').next).toBeNull();
  });

  it('resolves routes: known, missing, unknown section, unknown chapter, empty chapter', () => {
    expect(resolveChapterRoute(book, '1', 'b')).toMatchObject({
      kind: 'section',
      index: 1,
      redirect: false,
      problem: null,
    });
    expect(resolveChapterRoute(book, '1', undefined)).toMatchObject({
      kind: 'section',
      index: 0,
      redirect: true,
      problem: null,
    });
    expect(resolveChapterRoute(book, '1', 'zz')).toMatchObject({
      redirect: true,
      problem: { type: 'unknown-section', slug: 'zz' },
    });
    expect(resolveChapterRoute(book, '9', 'a')).toMatchObject({
      chapter: { id: '1' },
      problem: { type: 'unknown-chapter', id: '9' },
    });
    expect(resolveChapterRoute(book, '2', undefined)).toMatchObject({ kind: 'empty' });
    expect(resolveChapterRoute([chapter('1', [])], '7', undefined)).toEqual({ kind: 'none' });
  });
});
