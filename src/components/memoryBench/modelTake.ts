/**
 * The prompts the bench's take still lacks (its file, written and read: src/state/learnerFiles/benchTake.ts): a
 * prompt it lacks is listed again as missing.
 */
import { BENCH_HOOKS, type TakeRequest } from '../../engine';

/** The distinct prompts the results say the take still lacks (the same prompt asked by two strategies counts once). */
export function missingPrompts(needs: readonly (readonly TakeRequest[])[]): string[] {
  const out = new Set<string>();
  for (const list of needs)
    for (const r of list) if (r.kind === 'chat' && r.hook === BENCH_HOOKS.answer) out.add(r.prompt);
  return [...out];
}
