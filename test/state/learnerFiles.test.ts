/**
 * The loaders of a learner's file, in the mechanisms' shape: every file of `src/state/learnerFiles/` but the
 * contract and the registry is one line of the registry (and each line has its file); every file picker of the page
 * reads what it picked through `openLearnerFile` and takes its `accept` from the format's loader; the entry point
 * says a format's own problems (too large, unreadable, then the format's checks in the order the file reads).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_HOOKS, emptyTake, withAnswer } from '../../src/engine';
import { takeFileText } from '../../src/state/learnerFiles/benchTake';
import { LEARNER_FILE_FORMATS } from '../../src/state/learnerFiles/contract';
import { LEARNER_FILES, learnerFileAccept, openLearnerFile } from '../../src/state/learnerFiles/registry';
import { MAX_TAKE_FILE_BYTES } from '../../src/state/learnerFiles/take';
import { defaultRuns } from '../../src/state/litmRuns';
import { DECK_EXPORT_FORMAT } from '../../src/state/reviewDeck';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/state/yourData';

const ROOT = join(__dirname, '../..');
const FOLDER = join(ROOT, 'src/state/learnerFiles');
/** The folder's files that are not a format: the contract and the registry with its entry point. */
const NOT_A_FORMAT = ['contract.ts', 'registry.ts'];
/** The entry point: the one place a picked file is read. */
const ENTRY_POINT = 'src/state/learnerFiles/registry.ts';
/** The page's pickers live in the view kit; nothing else makes a file input. */
const PICKER_KIT = 'src/components/kit/HiddenFileInput.tsx';
/**
 * The one picker outside the registry: the GGUF model runs in a worker that reads the file by chunks (gigabytes),
 * never whole as text in the page; `src/model/page/` checks its header and says its own problems.
 */
const MODEL_FILE_PICKER = 'src/components/model/PageModelSection.tsx';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');
const sources = ['src/components', 'src/state', 'src/mechanisms'].flatMap((d) =>
  sourceFiles(join(ROOT, d)).map(rel),
);
const textOf = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const linesMatching = (pattern: RegExp, files: string[]) =>
  files.flatMap((file) =>
    textOf(file)
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

/** Reading a file's bytes in the page: `file.text()`, `.arrayBuffer()`, `.stream()`, a FileReader. */
const READS_A_FILE = /\.(text|arrayBuffer|stream)\(\)|\bFileReader\b/;
/** Making a file input: the JSX attribute or the DOM property. */
const MAKES_A_FILE_INPUT = /type=["']file["']|\.type\s*=\s*["']file["']/;
/** A picker's accept list written out instead of read from its loader. */
const ACCEPT_WRITTEN_OUT = /\baccept(?:=\{?|:\s*)["'`]/;
/** Uses a picker of the kit. */
const USES_A_PICKER = /<(HiddenFileInput|LoadFileButton)\b|\bpickFile\(/;

describe('the loaders of a learner file', () => {
  it('has one registry line per file of its folder, and a file per line', () => {
    const files = readdirSync(FOLDER).filter((name) => !NOT_A_FORMAT.includes(name));
    expect(files.length).toBe(LEARNER_FILE_FORMATS.length);
    expect(Object.keys(LEARNER_FILES).sort()).toEqual([...LEARNER_FILE_FORMATS].sort());
    for (const [format, loader] of Object.entries(LEARNER_FILES)) expect(loader.format).toBe(format);
    // Each line's loader is defined in its own file of the folder.
    for (const loader of Object.values(LEARNER_FILES)) {
      const defining = files.filter((name) =>
        textOf(`src/state/learnerFiles/${name}`).includes(`'${loader.format}'`),
      );
      expect(defining, loader.format).toHaveLength(1);
    }
  });

  it('gives each format an accept list, a problem for an unreadable file, and refuses what is not its file', () => {
    for (const loader of Object.values(LEARNER_FILES)) {
      expect(loader.accept.length, loader.format).toBeGreaterThan(0);
      expect(loader.unreadable, loader.format).toBeTruthy();
      for (const text of ['', '{', 'null', '[]', '{}', '{"format":"other","version":1}'])
        expect(loader.parse(text), `${loader.format} on ${JSON.stringify(text)}`).toMatchObject({
          ok: false,
        });
    }
  });

  it('opens each format from its own writer', async () => {
    const answered = withAnswer(emptyTake(), {
      hook: BENCH_HOOKS.answer,
      prompt: 'Q1',
      answer: '4821',
      model: 'test-double',
      at: '2026-12-02T10:00:00Z',
      usage: null,
    });
    const blob = (text: string) => new Blob([text], { type: 'application/json' });
    expect(await openLearnerFile('take', blob(JSON.stringify(answered)))).toEqual({
      ok: true,
      value: answered,
    });
    expect(
      await openLearnerFile('bench-take', blob(takeFileText(answered, 'generated', 'window:10'))),
    ).toEqual({
      ok: true,
      value: answered,
    });
    const runs = defaultRuns('fr');
    expect(await openLearnerFile('litm-runs', blob(JSON.stringify(runs)))).toEqual({ ok: true, value: runs });
    const items = { 'aml.settings': '{}' };
    const data = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: '2026-12-06T00:00:00Z',
      items,
    };
    expect(await openLearnerFile('your-data', blob(JSON.stringify(data)))).toEqual({
      ok: true,
      value: items,
    });
    const deck = { format: DECK_EXPORT_FORMAT, version: 1, cards: [{ kind: 'nonsense' }] };
    expect(await openLearnerFile('review-deck', blob(JSON.stringify(deck)))).toEqual({
      ok: true,
      value: { cards: [], skipped: 1 },
    });
  });

  it('says a format’s own problems, in the order the file reads', async () => {
    // Too large is said before the text is read (a take's limit).
    const huge = { size: MAX_TAKE_FILE_BYTES + 1, text: () => Promise.resolve('{}') } as Blob;
    expect(await openLearnerFile('take', huge)).toEqual({
      ok: false,
      problem: { field: 'take', detail: 'larger than 16 MB' },
    });
    // A file the browser cannot read: each format's words.
    const gone = { size: 10, text: () => Promise.reject(new Error('NotReadableError')) } as Blob;
    for (const format of LEARNER_FILE_FORMATS)
      expect(await openLearnerFile(format, gone)).toEqual({
        ok: false,
        problem: LEARNER_FILES[format].unreadable,
      });
    expect(await openLearnerFile('your-data', gone)).toMatchObject({
      problem: {
        en: expect.stringMatching(/could not be read/),
        fr: expect.stringMatching(/n’a pas pu être lu/),
      },
    });
    // Two problems (a bad plan, no take): the plan's is said, through the entry point as in parseRuns.
    const twoProblems = new Blob(['{"format":"aml-lost-in-the-middle","version":1,"plan":{"n":21}}']);
    expect(await openLearnerFile('litm-runs', twoProblems)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^plan\.n: not an even number/),
    });
    // The words the pages show for a file that is not JSON stay each format's own.
    const notJson = new Blob(['{']);
    expect(await openLearnerFile('take', notJson)).toEqual({
      ok: false,
      problem: { field: 'take', detail: 'not JSON' },
    });
    expect(await openLearnerFile('bench-take', notJson)).toEqual({ ok: false, problem: 'not JSON' });
    expect(await openLearnerFile('litm-runs', notJson)).toEqual({ ok: false, problem: 'not JSON' });
    for (const format of ['your-data', 'review-deck'] as const)
      expect(await openLearnerFile(format, notJson)).toEqual({
        ok: false,
        problem: {
          en: 'This file is not valid JSON. Nothing was changed.',
          fr: 'Ce fichier n’est pas du JSON valide. Rien n’a été modifié.',
        },
      });
  });

  it('the patterns catch what they guard against', () => {
    expect(READS_A_FILE.test('const parsed = parseRuns(await file.text());')).toBe(true);
    expect(READS_A_FILE.test('const bytes = await f.arrayBuffer();')).toBe(true);
    expect(READS_A_FILE.test('const reader = new FileReader();')).toBe(true);
    expect(READS_A_FILE.test("const parsed = await openLearnerFile('litm-runs', file);")).toBe(false);
    expect(MAKES_A_FILE_INPUT.test('<input ref={file} type="file" hidden />')).toBe(true);
    expect(MAKES_A_FILE_INPUT.test("input.type = 'file';")).toBe(true);
    expect(MAKES_A_FILE_INPUT.test('<input type="checkbox" />')).toBe(false);
    expect(ACCEPT_WRITTEN_OUT.test('accept="application/json,.json"')).toBe(true);
    expect(ACCEPT_WRITTEN_OUT.test("accept: '.json',")).toBe(true);
    expect(ACCEPT_WRITTEN_OUT.test("accept={'.json'}")).toBe(true);
    expect(ACCEPT_WRITTEN_OUT.test("accept={learnerFileAccept('take')}")).toBe(false);
    expect(ACCEPT_WRITTEN_OUT.test("accept: learnerFileAccept('review-deck'),")).toBe(false);
    expect(USES_A_PICKER.test('<HiddenFileInput inputRef={input}')).toBe(true);
    expect(USES_A_PICKER.test('<LoadFileButton label={t.load}')).toBe(true);
    expect(USES_A_PICKER.test('pickFile({ accept, label, onFile })')).toBe(true);
    expect(USES_A_PICKER.test('<button type="button">')).toBe(false);
  });

  it('reads a picked file only through the entry point', () => {
    const elsewhere = sources.filter((file) => file !== ENTRY_POINT);
    expect(linesMatching(READS_A_FILE, elsewhere)).toEqual([]);
  });

  it('makes file inputs only in the kit, and every picker opens its file with its format’s loader', () => {
    expect(linesMatching(MAKES_A_FILE_INPUT, sources).map((line) => line.split(':')[0])).toEqual(
      Array(2).fill(PICKER_KIT),
    );
    const pickers = sources.filter((file) => file !== PICKER_KIT && USES_A_PICKER.test(textOf(file)));
    expect(pickers.length).toBeGreaterThanOrEqual(LEARNER_FILE_FORMATS.length);
    for (const file of pickers.filter((f) => f !== MODEL_FILE_PICKER)) {
      expect(textOf(file), file).toMatch(/\bopenLearnerFile\(/);
      expect(textOf(file), file).toMatch(/\blearnerFileAccept\(/);
    }
    expect(linesMatching(ACCEPT_WRITTEN_OUT, pickers)).toEqual([
      expect.stringMatching(new RegExp(`^${MODEL_FILE_PICKER}:\\d+: accept="\\.gguf`)),
    ]);
    // Each format is opened by a picker.
    const opened = pickers.flatMap((file) =>
      [...textOf(file).matchAll(/openLearnerFile\('([\w-]+)'/g)].map((match) => match[1]),
    );
    expect([...new Set(opened)].sort()).toEqual([...LEARNER_FILE_FORMATS].sort());
    expect(learnerFileAccept('take')).toBe('application/json,.json');
  });
});
