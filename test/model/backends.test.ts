/**
 * The model backends' guard, in the mechanisms' shape: every `src/model/<folder>/backend.ts` is one line of the
 * registry (and each line has its folder), and no code outside a backend's own folder names a backend by comparing
 * its id: features read `capabilities` (or the Python route) of the live model instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_IDS } from '../../src/model/backends/contract';
import { MODEL_BACKENDS } from '../../src/model/backends/registry';

const ROOT = join(__dirname, '../..');
const MODEL = join(ROOT, 'src/model');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A comparison or a switch on a backend's id: `x.backend === 'page'`, `'server' !== m.backend`, `switch (m.backend)`. */
const NAMES_A_BACKEND = new RegExp(
  [
    String.raw`\.backend\s*[!=]==?`,
    String.raw`[!=]==?\s*[\w?.]*\.backend\b`,
    String.raw`switch\s*\([^)]*\.backend\s*\)`,
  ].join('|'),
);

describe('model backends', () => {
  it('has one registry line per backend folder, and a folder per line', () => {
    const folders = readdirSync(MODEL).filter((name) => existsSync(join(MODEL, name, 'backend.ts')));
    expect([...folders].sort()).toEqual([...BACKEND_IDS].sort());
    expect(Object.keys(MODEL_BACKENDS).sort()).toEqual([...BACKEND_IDS].sort());
    for (const [key, backend] of Object.entries(MODEL_BACKENDS)) expect(backend.id).toBe(key);
  });

  it('gives each backend its name in both languages and says what it can do', () => {
    for (const backend of Object.values(MODEL_BACKENDS)) {
      expect(backend.name.en.length).toBeGreaterThan(0);
      expect(backend.name.fr.length).toBeGreaterThan(0);
      const { chat, embed } = backend.capabilities;
      expect(chat || embed).toBe(true);
    }
  });

  it('the pattern catches what it guards against', () => {
    expect(NAMES_A_BACKEND.test("if (target.backend === 'page') stop();")).toBe(true);
    expect(NAMES_A_BACKEND.test("'server' !== model?.backend")).toBe(true);
    expect(NAMES_A_BACKEND.test('switch (live.backend) {')).toBe(true);
    expect(NAMES_A_BACKEND.test('backend: pageBackend.id,')).toBe(false);
    expect(NAMES_A_BACKEND.test('if (target.capabilities.inPage) stop();')).toBe(false);
  });

  it('names no backend by comparison outside its own folder', () => {
    const offenders = sourceFiles(join(ROOT, 'src'))
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !BACKEND_IDS.some((id) => file.startsWith(`src/model/${id}/`)))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (NAMES_A_BACKEND.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
