/**
 * What this scene's hooks really sent to the user's model up to a step, and the token counts the meter shows for
 * it: the server's own count (the `usage` of its chat completion, recorded in the take) where it reported one, the
 * lab's tokenizer estimate for the prompts it did not. Pure: no React, no network.
 */
import type { Take, Timeline } from '../../engine';
import { approxTokens } from '../../engine/tokens/approx';
import { countTokensLoaded, hasTokenCounter } from '../../engine/tokens/counter';
import { IMPORTANCE_HOOK, importancePromptFor, SUMMARY_HOOK, summaryPromptFor } from './hooks';
import type { AgentMemorySceneEvent, AgentMemorySceneState } from './mechanism';
import type { Op } from './ops';

export interface ModelCall {
  hook: string;
  prompt: string;
}

/**
 * Every distinct prompt the hooks sent up to `step` (a summary per 'summarized' event, a rating per 'rated'
 * event), in order. A prompt asked twice is one request: the take answers it once.
 */
export function modelCallsUpTo(
  timeline: Timeline<AgentMemorySceneState, Op, AgentMemorySceneEvent>,
  summaryPrompt: string | undefined,
  step: number,
): ModelCall[] {
  const seen = new Set<string>();
  const out: ModelCall[] = [];
  const add = (hook: string, prompt: string) => {
    const k = `${hook}\u0000${prompt}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ hook, prompt });
  };
  for (let i = 1; i <= step; i += 1) {
    const op = timeline.ops[i - 1];
    for (const e of timeline.eventsAt(i)) {
      if (e.type === 'rated' && op?.op === 'append') add(IMPORTANCE_HOOK, importancePromptFor(op.content));
      else if (e.type === 'summarized') add(SUMMARY_HOOK, summaryPromptFor(summaryPrompt, e.message));
    }
  }
  return out;
}

export interface CallTokens {
  /** Requests sent (distinct prompts with an answer in the take). */
  calls: number;
  /** Of them, those whose server reported usage. */
  reported: number;
  /** Prompt and completion tokens as the server reported them (those `reported` calls only). */
  promptTokens: number;
  completionTokens: number;
  /** The lab's count of the prompts of the calls without usage (o200k_base once loaded, else characters / 4). */
  estimatedPromptTokens: number;
  /** Whether that estimate is the real tokenizer's count (false: characters / 4). */
  estimateExact: boolean;
}

/** The meter's counts for `calls`: the server's usage where the take holds it, the lab's estimate elsewhere. */
export function callTokens(calls: readonly ModelCall[], take: Take | null | undefined): CallTokens {
  const byKey = new Map((take?.answers ?? []).map((a) => [`${a.hook}\u0000${a.prompt}`, a]));
  const exact = hasTokenCounter();
  const t: CallTokens = {
    calls: 0,
    reported: 0,
    promptTokens: 0,
    completionTokens: 0,
    estimatedPromptTokens: 0,
    estimateExact: exact,
  };
  for (const c of calls) {
    const a = byKey.get(`${c.hook}\u0000${c.prompt}`);
    if (!a) continue; // not sent yet (the step waits for it)
    t.calls += 1;
    if (a.usage) {
      t.reported += 1;
      t.promptTokens += a.usage.promptTokens;
      t.completionTokens += a.usage.completionTokens;
    } else {
      t.estimatedPromptTokens += exact ? countTokensLoaded(c.prompt, 'o200k_base') : approxTokens(c.prompt);
    }
  }
  return t;
}
