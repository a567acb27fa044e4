/**
 * A lost-in-the-middle run as a file: the plan and its take. Kept on this device (localStorage) so a reload finds
 * it, downloadable, and loadable back (validated like a permalink: a bad file changes nothing and says why).
 */
import {
  emptyTake,
  litmPlanProblem,
  litmTrials,
  spreadPositions,
  openTakeFile,
  LITM_HOOK,
  type LitmPlan,
  type Take,
} from '../engine/index';

export const LITM_FORMAT = 'aml-lost-in-the-middle';
export const LITM_STORAGE = 'aml.litm';

export interface LitmRuns {
  format: typeof LITM_FORMAT;
  version: 1;
  plan: LitmPlan;
  take: Take;
}

export function defaultRuns(lang: 'en' | 'fr'): LitmRuns {
  return {
    format: LITM_FORMAT,
    version: 1,
    plan: { n: 20, positions: spreadPositions(20, 5), runs: 3, lang },
    take: emptyTake(),
  };
}

export function parseRuns(text: string): { ok: true; value: LitmRuns } | { ok: false; why: string } {
  // The plan is said before the take, as the file reads.
  const file = openTakeFile(text, LITM_FORMAT, (fields) => litmPlanProblem(fields.plan));
  if (!file.ok) return file;
  const p = file.fields.plan as LitmPlan;
  return {
    ok: true,
    value: {
      format: LITM_FORMAT,
      version: 1,
      plan: { n: p.n, positions: [...p.positions], runs: p.runs, lang: p.lang },
      take: file.take,
    },
  };
}

export function loadStoredRuns(): LitmRuns | null {
  try {
    const text = globalThis.localStorage?.getItem(LITM_STORAGE);
    if (!text) return null;
    const parsed = parseRuns(text);
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

export function storeRuns(runs: LitmRuns): void {
  try {
    globalThis.localStorage?.setItem(LITM_STORAGE, JSON.stringify(runs));
  } catch {
    /* quota or storage disabled: the runs stay in memory and can still be downloaded */
  }
}

// ------------------------------------------------------------------ a link that carries the runs

/** The runs in a URL: the plan and, per answered trial, its index and the answer's fields (prompts are regenerated). */
export function runsToParam(runs: LitmRuns): string {
  const trials = litmTrials(runs.plan);
  const index = new Map(trials.map((t, i) => [t.prompt, i]));
  const a = runs.take.answers.flatMap((x) => {
    const i = index.get(x.prompt);
    return x.hook === LITM_HOOK && i !== undefined ? [[i, x.answer, x.model, x.at, x.usage]] : [];
  });
  const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, plan: runs.plan, a }));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The runs from a link's parameter, validated like a file (a bad link changes nothing and says why). */
export function runsFromParam(param: string): { ok: true; value: LitmRuns } | { ok: false; why: string } {
  let raw: unknown;
  try {
    const binary = atob(param.replace(/-/g, '+').replace(/_/g, '/'));
    raw = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return { ok: false, why: 'not a link made by this page' };
  }
  const r = raw as { v?: unknown; plan?: unknown; a?: unknown };
  if (typeof r !== 'object' || r === null || r.v !== 1 || !Array.isArray(r.a))
    return { ok: false, why: 'not a link made by this page' };
  const problem = litmPlanProblem(r.plan);
  if (problem) return { ok: false, why: problem };
  const trials = litmTrials(r.plan as LitmPlan);
  const answers: unknown[] = [];
  for (const entry of r.a as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number' || trials[entry[0]] === undefined)
      return { ok: false, why: 'an answer to no trial of the plan' };
    const [i, answer, model, at, usage] = entry as [number, unknown, unknown, unknown, unknown];
    answers.push({ hook: LITM_HOOK, prompt: trials[i]?.prompt, answer, model, at, usage });
  }
  return parseRuns(
    JSON.stringify({
      format: LITM_FORMAT,
      version: 1,
      plan: r.plan,
      take: { version: 1, answers, vectors: [] },
    }),
  );
}
