// @vitest-environment node
/**
 * Files by concept (issue 36): no source file of the lab over 400 lines. A file that grows past it is split by what
 * it holds (a style sheet into ordered parts behind an index of `@import`s, as `lesson.css` is), not trimmed.
 * Source here is the code the lab ships and runs: `src/`, `scripts/`, `tools/` and the exercises' files. Tests and
 * their data tables (`test/`) are not counted: a table of cases grows by rows, not by concepts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const LIMIT = 400;
const SOURCE = /^(src|scripts|tools|exercises)\/.*\.(ts|tsx|mts|mjs|js|py|css)$/;

/** The repository's own files (git's list, so generated and installed files are never counted). */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => SOURCE.test(path) && !path.includes('/node_modules/'));
}

function lineCount(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('files by concept', () => {
  it('finds the source files it judges', () => {
    const files = sourceFiles();
    // A pattern that matched nothing would pass the check below whatever the files: fail instead.
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('src/engine/index.ts');
  });

  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    const over = sourceFiles()
      .map((path) => ({ path, lines: lineCount(readFileSync(resolve(root, path), 'utf8')) }))
      .filter((f) => f.lines > LIMIT)
      .map((f) => `${f.path}: ${f.lines}`);
    expect(over).toEqual([]);
  });

  it('counts lines as an editor does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
