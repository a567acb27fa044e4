/**
 * Builders for the objects unit tests keep writing by hand: a valid default, and only what the test is about as
 * overrides (`aTestResult({ status: 'fail', expected: '3' })`). Defaults are plain literals, never computed by the
 * code under test.
 */
import type { LabParams } from '../../src/compute/costLab/params';
import { DEFAULT_PARAMS } from '../../src/compute/costLab/params';
import { createMessage, type Message } from '../../src/engine';
import type { CatalogEntry } from '../../src/exercises/catalog';
import type { LoadReport, RunOutcome } from '../../src/sandbox/submission';
import type { TestResult } from '../../src/exercises/testkit';
import type { ExerciseProgress } from '../../src/state/progress';

let messageCounter = 0;

/** A chat message with a fixed timestamp (tests never depend on the clock). */
export function aMessage(
  overrides: { role?: Message['role']; content?: string; ts?: number; importance?: number } = {},
): Message {
  messageCounter += 1;
  return createMessage(overrides.role ?? 'user', overrides.content ?? `message ${messageCounter}`, {
    ts: overrides.ts ?? 1_700_000_000 + messageCounter,
    ...(overrides.importance !== undefined ? { importance: overrides.importance } : {}),
  });
}

/** `n` messages alternating user / assistant, contents `m0`, `m1`, … */
export function someMessages(n: number): Message[] {
  return Array.from({ length: n }, (_, i) =>
    aMessage({ role: i % 2 === 0 ? 'user' : 'assistant', content: `m${i}`, ts: 1000 + i }),
  );
}

export function aTestResult(overrides: Partial<TestResult> = {}): TestResult {
  return {
    index: 0,
    name: { en: 'does the thing', fr: 'fait la chose' },
    status: 'pass',
    logs: [],
    logsTruncated: false,
    durationMs: 1,
    ...overrides,
  };
}

export function aLoadReport(overrides: Partial<LoadReport> = {}): LoadReport {
  return { ok: true, logs: [], logsTruncated: false, ...overrides };
}

/** A finished run: the given results (one passing test by default), a module that loaded. */
export function aRunOutcome(
  results: TestResult[] = [aTestResult()],
  load: Partial<LoadReport> = {},
): RunOutcome {
  return { kind: 'done', load: aLoadReport(load), results };
}

export function aProgress(overrides: Partial<ExerciseProgress> = {}): ExerciseProgress {
  return { passed: false, solutionShown: false, ...overrides };
}

/** A catalog entry for an exercise that does not exist on disk (cards, lists). */
export function anExerciseEntry(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    slug: '99-example',
    number: 99,
    chapter: 1,
    title: { en: 'An example exercise', fr: 'Un exercice d’exemple' },
    summary: { en: 'What it asks.', fr: 'Ce qu’il demande.' },
    ...overrides,
  };
}

/** The cost lab's parameters: the lab's defaults with the given changes. */
export function labParams(overrides: Partial<LabParams> = {}): LabParams {
  return { ...DEFAULT_PARAMS, ...overrides };
}
