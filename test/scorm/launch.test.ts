// @vitest-environment node
import { launchHref, parseScormScope } from '../../src/scorm/launch';
import { parseHash } from '../../src/router/route';

describe('SCORM launch addresses', () => {
  it('reads the scope from the query and ignores anything else', () => {
    expect(parseScormScope('?scorm=lab')).toEqual({ kind: 'lab' });
    expect(parseScormScope('?scorm=chapter-2')).toEqual({ kind: 'chapter', chapterId: '2' });
    expect(parseScormScope('')).toBeNull();
    expect(parseScormScope('?scorm=chapter-x')).toBeNull();
    expect(parseScormScope('?scorm=<script>')).toBeNull();
  });

  it("launches a chapter on its route without a language, so the reader's language applies", () => {
    const href = launchHref({ kind: 'chapter', chapterId: '1' });
    expect(href).toBe('index.html?scorm=chapter-1#/chapter/1');
    const url = new URL(href, 'https://lms.example/content/');
    expect(parseScormScope(url.search)).toEqual({ kind: 'chapter', chapterId: '1' });
    expect(parseHash(url.hash)).toMatchObject({ lang: null, path: ['chapter', '1'] });
    expect(launchHref({ kind: 'lab' })).toBe('index.html?scorm=lab#/');
  });
});
