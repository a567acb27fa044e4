/**
 * The model's answers to the bench's questions, as a file: a take (src/engine/scene/take.ts) with what it was
 * recorded on. Validated whole on load, like every file the lab reads: a bad file changes nothing and says why.
 * The prompts are the bench's own requests (`answerPrompt`), so a take replays only on the same data and strategies.
 */
import { BENCH_HOOKS, openTakeFile, type Take } from '../../engine';
import { defineLearnerFile, JSON_FILE_ACCEPT, type Loaded } from './contract';

export const TAKE_FORMAT = 'aml-memory-bench-take';

export interface BenchTakeFile {
  format: typeof TAKE_FORMAT;
  version: 1;
  /** What the answers were recorded on (informative: the prompts themselves decide what replays). */
  data: string;
  strategies: string;
  take: Take;
}

export function takeFileText(take: Take, data: string, strategies: string): string {
  const file: BenchTakeFile = { format: TAKE_FORMAT, version: 1, data, strategies, take };
  return JSON.stringify(file, null, 2) + '\n';
}

/** The take a bench file carries, or why not (a detail the page puts in its sentence). */
export function parseTakeFile(text: string): { ok: true; take: Take } | { ok: false; why: string } {
  const file = openTakeFile(text, TAKE_FORMAT);
  if (!file.ok) return file;
  const foreign = file.take.answers.find((a) => a.hook !== BENCH_HOOKS.answer);
  if (foreign) return { ok: false, why: `take.answers: an answer of another hook (${foreign.hook})` };
  return { ok: true, take: file.take };
}

export const benchTakeFile = defineLearnerFile({
  format: 'bench-take',
  accept: JSON_FILE_ACCEPT,
  unreadable: 'not readable',
  parse: (text): Loaded<Take, string> => {
    const file = parseTakeFile(text);
    return file.ok ? { ok: true, value: file.take } : { ok: false, problem: file.why };
  },
});
