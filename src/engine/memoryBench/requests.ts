/** What a request holds and costs: its tokens by section, the turns and texts in it, the prompt a model is sent. */
import { type Env, type Request } from './memories';
import { formatLine, type Message } from '../core/message';
import { itemTokens } from './caching';

// ------------------------------------------------------------------ measuring requests

export function requestTokens(env: Env, r: Request): { summary: number; memory: number; window: number } {
  let memory = 0;
  for (const it of r.items) memory += itemTokens(env, it);
  const window = r.lo <= r.hi ? (env.prep.cum[r.hi + 1] as number) - (env.prep.cum[r.lo] as number) : 0;
  return { summary: env.counter.text(r.summary), memory, window };
}

/** Does the request hold the whole text of turn i? (In the window or among the memories, or verbatim in a text.) */
export function holdsTurn(env: Env, r: Request, i: number): boolean {
  if (r.lo <= i && i <= r.hi) return true;
  for (const it of r.items) if ('turn' in it && it.turn === i) return true;
  const content = env.prep.c.conversation[i]?.content ?? '';
  if (content.length === 0) return false;
  if (r.summary.includes(content)) return true;
  for (const it of r.items) if ('text' in it && it.text.includes(content)) return true;
  return false;
}

/** Does the request hold `needle` (lowercase), case-insensitive, in one of its sections? */
export function holdsText(env: Env, system: string, r: Request, needle: string): boolean {
  if (needle.length === 0) return false;
  if (system.toLowerCase().includes(needle) || r.summary.toLowerCase().includes(needle)) return true;
  for (const it of r.items) {
    if (
      'turn' in it
        ? (env.prep.lower[it.turn] as string).includes(needle)
        : it.text.toLowerCase().includes(needle)
    )
      return true;
  }
  for (let i = r.lo; i <= r.hi; i++) if ((env.prep.lower[i] as string).includes(needle)) return true;
  return false;
}

/** The prompt a model answers a question from: the context sent, then the question. */
export function answerPrompt(
  system: string,
  sections: { summary: string; memories: string[]; window: string[] },
  question: string,
): string {
  const parts = [system];
  if (sections.summary) parts.push(`Summary of earlier turns:\n${sections.summary}`);
  if (sections.memories.length > 0) parts.push(`Memories:\n${sections.memories.join('\n')}`);
  if (sections.window.length > 0) parts.push(`Conversation:\n${sections.window.join('\n')}`);
  parts.push(`${formatLine({ role: 'user', content: question })}\nAnswer in a few words.`);
  return parts.join('\n\n');
}

export function requestPrompt(env: Env, system: string, r: Request, question: string): string {
  const line = (i: number) => formatLine(env.prep.messages[i] as Message);
  const memories = r.items.map((it) => ('turn' in it ? line(it.turn) : it.text));
  const window: string[] = [];
  for (let i = r.lo; i <= r.hi; i++) window.push(line(i));
  return answerPrompt(system, { summary: r.summary, memories, window }, question);
}
