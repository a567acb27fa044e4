/**
 * An agent's script from the memory bench's tool generator (`--generate …,tools=1`): its tasks, tool calls, tool
 * results and replies as the scene's operations, each planted fact carried by the item that plants it (the
 * generator knows them: one per question, its answer the value to follow).
 */
import { generateToolBench } from '../../engine/memoryBench/toolGenerator';
import type { BenchLang } from '../../engine/memoryBench/generator';
import { kindOfTurn } from '../../engine/memoryBench/compactionStrategies';
import type { FactSeed, ItemOp } from './ops';

/** A short name for a fact, read from its question ("PORT_K12", "service B7", "test_k3", "module R41"). */
export function factName(question: string, fallback: string): string {
  const m = /(PORT_\w+|service \w+|test_\w+|module \w+)/.exec(question);
  return m?.[1] ?? fallback;
}

/**
 * The scene's operations in a language: the generator draws the same numbers in both, so the same seed plants the
 * same facts on the same items; only the words differ (and with them the texts' lengths).
 */
export function agentScript(p: {
  turns: number;
  questions: number;
  seed: number;
  lang?: BenchLang;
}): ItemOp[] {
  const data = generateToolBench({ ...p, tools: true, lang: p.lang ?? 'en' });
  const c = data.cases[0];
  if (!c) throw new Error('the tool generator gave no conversation');
  const facts = new Map<string, FactSeed>();
  for (const q of c.questions) {
    const at = q.evidence[0];
    if (at !== undefined) facts.set(at, { id: factName(q.question, q.id), value: q.answer });
  }
  return c.conversation.map((t, i): ItemOp => {
    const fact = facts.get(t.id);
    const kind = kindOfTurn(c.conversation, i);
    if (kind === 'toolResult') return { op: 'result', text: t.content, ...(fact ? { fact } : {}) };
    if (kind === 'toolCall') return { op: 'call', text: t.content };
    return t.role === 'user'
      ? { op: 'user', text: t.content, ...(fact ? { fact } : {}) }
      : { op: 'reply', text: t.content };
  });
}
