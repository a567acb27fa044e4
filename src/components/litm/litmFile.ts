/**
 * A lost-in-the-middle run as a file: the plan and its take. Kept on this device (localStorage) so a reload finds
 * it, downloadable, and loadable back (validated like a permalink: a bad file changes nothing and says why).
 */
import { emptyTake, litmPlanProblem, spreadPositions, validateTake, type LitmPlan, type Take } from '../../engine/index';

export const LITM_FORMAT = 'aml-lost-in-the-middle';
export const LITM_STORAGE = 'aml.litm';

export interface LitmRuns {
  format: typeof LITM_FORMAT;
  version: 1;
  plan: LitmPlan;
  take: Take;
}

export function defaultRuns(lang: 'en' | 'fr'): LitmRuns {
  return { format: LITM_FORMAT, version: 1, plan: { n: 20, positions: spreadPositions(20, 5), runs: 3, lang }, take: emptyTake() };
}

export function parseRuns(text: string): { ok: true; value: LitmRuns } | { ok: false; why: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, why: 'not JSON' };
  }
  if (typeof raw !== 'object' || raw === null) return { ok: false, why: 'not an object' };
  const r = raw as Record<string, unknown>;
  if (r.format !== LITM_FORMAT) return { ok: false, why: `format: not "${LITM_FORMAT}"` };
  if (r.version !== 1) return { ok: false, why: 'version: not 1' };
  const problem = litmPlanProblem(r.plan);
  if (problem) return { ok: false, why: problem };
  const take = validateTake(r.take);
  if (!take.ok) return { ok: false, why: `${take.problem.field}: ${take.problem.detail}` };
  const p = r.plan as LitmPlan;
  return { ok: true, value: { format: LITM_FORMAT, version: 1, plan: { n: p.n, positions: [...p.positions], runs: p.runs, lang: p.lang }, take: take.value } };
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
