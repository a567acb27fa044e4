/**
 * Chapter 6's agent in "your model" mode: at each of the script's tool calls, the learner's model is asked, with
 * the request as it stands and the scene's three tools, which call to make (the take's hook `compaction.agent`);
 * its calls replace the script's in the context, and at the script's result step each one gets what the scene's
 * executor returns (src/engine/compaction/agentTools.ts): the script's result for the script's own call (its
 * planted fact with it), the tool's empty answer for another valid call, the tool's error for an invalid one.
 * Pure: no React.
 */
import {
  agentPrompt,
  checkAgentCall,
  emptyResult,
  AGENT_TOOLS,
  COMPACTION_AGENT_HOOK,
  type AgentCall,
} from '../../engine/compaction/agentTools';
import { itemLine, type Context } from '../../engine/compaction/context';
import { parseModelAnswer } from '../../engine/selfManaged/modelTurn';
import type { SceneEnv } from '../../engine/scene/take';
import type { FactSeed } from './ops';

/** One call the learner's model made, with what the executor returned (the panels list them). */
export interface AgentCallRecord {
  /** The step of the script's call the model answered. */
  step: number;
  call: AgentCall;
  /** Whether it is the script's own call (it gets the script's result). */
  scripted: boolean;
  /** What the tool returned, or its error; null until the script's result step. */
  output: string | null;
}

/** The model's calls waiting for the script's result step, and the script's call they stand for. */
export interface PendingCalls {
  scriptedCall: string;
  records: AgentCallRecord[];
}

/** The prompt of an agent turn: the request as the scene sends it now. */
export function agentTurnPrompt(ctx: Context): string {
  return agentPrompt({
    system: ctx.system,
    // The model reads an opaque summary too: only the learner cannot.
    summary: ctx.summary?.text ?? null,
    lines: ctx.items.map(itemLine),
  });
}

/**
 * Asks the take for the model's answer at one of the script's calls (NeedsAnswer stops the step when it lacks it):
 * its calls, each checked, and what it said when it called nothing.
 */
export function askAgent(
  env: SceneEnv,
  ctx: Context,
  step: number,
  scriptedCall: string,
): { pending: PendingCalls; content: string } {
  const answer = parseModelAnswer(env.ask(COMPACTION_AGENT_HOOK, agentTurnPrompt(ctx), AGENT_TOOLS));
  const records = answer.calls.map((raw) => {
    const call = checkAgentCall(raw);
    return { step, call, scripted: call.error === null && call.text === scriptedCall, output: null };
  });
  return { pending: { scriptedCall, records }, content: answer.content.trim() };
}

/**
 * At the script's result step: what each waiting call returns, in order; only the first of the script's own calls
 * gets the script's result and plants its fact.
 */
export function runPending(
  pending: PendingCalls,
  scriptedResult: { text: string; fact?: FactSeed },
): { records: AgentCallRecord[]; results: { text: string; fact?: FactSeed }[] } {
  let used = false;
  const results: { text: string; fact?: FactSeed }[] = [];
  const records = pending.records.map((r) => {
    let result: { text: string; fact?: FactSeed };
    if (r.call.error !== null) result = { text: r.call.error };
    else if (r.scripted && !used) {
      used = true;
      result = scriptedResult;
    } else result = { text: emptyResult(r.call) };
    results.push(result);
    return { ...r, output: result.text };
  });
  return { records, results };
}
