/**
 * Chapter 5, `tool-call`: which tool the scripted agent calls first after the user's last turn (or none), computed
 * by the chapter's engine (src/engine/selfManaged/scripted.ts) exactly as the self-managed visualizer runs it.
 */
import { createBlockState, defaultBlocks, type BlockState } from '../../selfManaged/blocks';
import { scriptedTurn, type CallWhy } from '../../selfManaged/scripted';
import { defineKind, type KindExplanation } from '../kind';
import type { Rng } from '../random';
import type { Bilingual } from '../types';
import { BUILDINGS, CITIES, COLOURS, quoted, SAY, sayScene, turnsIn } from './selfManagedWords';

type B = Bilingual;

const TOOL_OPTIONS = [
  'memory_append',
  'memory_replace',
  'archival_insert',
  'archival_search',
  'none',
] as const;
type ToolAnswer = (typeof TOOL_OPTIONS)[number];

export interface ToolCallData {
  /** The conversation in English (the scene and the facts carry both languages). */
  turns: string[];
  blockLimit: number;
  /** Why the first call of the last turn is made (null: no call). */
  why: CallWhy | null;
  /** The tools the last turn called, in order. */
  calls: string[];
}

const toolRules = {
  'tool-new-fact': {
    en: 'A fact with nothing stored about it (or one more value beside the others) is appended to the block: memory_append.',
    fr: 'Un fait dont rien n’est en mémoire (ou une valeur de plus à côté des autres) s’ajoute au bloc\u00a0: memory_append.',
  },
  'tool-change': {
    en: 'A changed, corrected or no-longer-true fact rewrites its line in the block: memory_replace.',
    fr: 'Un fait changé, corrigé ou qui n’est plus vrai réécrit sa ligne du bloc\u00a0: memory_replace.',
  },
  'tool-noop': {
    en: 'A fact already stored (a restatement) or nothing to forget: no call at all.',
    fr: 'Un fait déjà en mémoire (une redite) ou rien à oublier\u00a0: aucun appel.',
  },
  'tool-full': {
    en: 'A write that would pass the block’s limit first moves the oldest lines out: archival_insert, then memory_rethink.',
    fr: 'Une écriture qui dépasserait la limite du bloc déplace d’abord les plus vieilles lignes\u00a0: archival_insert, puis memory_rethink.',
  },
  'tool-search': {
    en: 'A question whose answer is in no block searches archival memory: archival_search.',
    fr: 'Une question dont la réponse n’est dans aucun bloc fouille la mémoire d’archive\u00a0: archival_search.',
  },
  'tool-answered': {
    en: 'A question the blocks already answer needs no call: the answer is in the context.',
    fr: 'Une question à laquelle les blocs répondent déjà n’appelle aucun outil\u00a0: la réponse est dans le contexte.',
  },
} satisfies Record<string, B>;

type ToolRule = keyof typeof toolRules;

/** The rule behind the first call of a turn (or behind no call). */
function toolRule(why: CallWhy | null, question: boolean): ToolRule {
  if (why === null) return question ? 'tool-answered' : 'tool-noop';
  switch (why.kind) {
    case 'block-full':
    case 'block-rethought':
    case 'pressure':
      return 'tool-full';
    case 'search':
      return 'tool-search';
    case 'decision':
      return why.decision?.kind === 'one-more-value' || why.decision?.kind === 'nothing-stored'
        ? 'tool-new-fact'
        : 'tool-change';
  }
}

/** The scripted agent over the turns, as the mechanism runs it with no memory pressure. */
function runAgent(
  blockLimit: number,
  turns: readonly string[],
  language: 'en' | 'fr' = 'en',
): { state: BlockState; last: ReturnType<typeof scriptedTurn> } {
  let state = createBlockState(
    defaultBlocks(blockLimit, language).map((b) =>
      b.label === 'persona' ? { ...b, limit: Math.max(b.limit, b.value.length) } : b,
    ),
  );
  let last = scriptedTurn(state, turns[0] as string);
  for (const t of turns) {
    last = scriptedTurn(state, t);
    state = last.state;
  }
  return { state, last };
}

/**
 * A limit the first `lines` turns' lines fill exactly, in the language whose lines are longer: the next line does
 * not fit, in either language, so both make the same calls at the same turn.
 */
function filledBy(said: readonly B[], lines: number): number {
  const human = (lang: 'en' | 'fr') =>
    runAgent(2000, turnsIn(said.slice(0, lines), lang), lang).state.blocks.find((b) => b.label === 'human');
  return Math.max(human('en')?.value.length ?? 0, human('fr')?.value.length ?? 0);
}

function toolTurns(rng: Rng): { turns: B[]; blockLimit: number | 'three lines' } {
  const [c1, c2, c3] = rng.sample(COLOURS, 3) as [B, B, B];
  const [city, city2] = rng.sample(CITIES, 2) as [string, string];
  const building = rng.pick(BUILDINGS);
  const code = String(1000 + rng.int(0, 8999));
  const base = [SAY.favourite(c1), SAY.liveIn(city)];
  switch (rng.int(0, 6)) {
    case 0:
      return { turns: [...base, SAY.doorCode(building, code)], blockLimit: 400 };
    case 1:
      return { turns: [...base, SAY.alsoLove(c2)], blockLimit: 400 };
    case 2:
      return { turns: [...base, SAY.movedTo(city2)], blockLimit: 400 };
    case 3:
      return { turns: [...base, SAY.noLongerLiveIn(city)], blockLimit: 400 };
    case 4:
      return { turns: [...base, SAY.favourite(c1, true)], blockLimit: 400 };
    case 5:
      // A small block: the third line does not fit.
      return { turns: [...base, SAY.alsoLove(c3)], blockLimit: 50 };
    default:
      return rng.chance(0.5)
        ? {
            // The block holds three lines: the fourth moves the door code to the archive, where the question finds it.
            turns: [SAY.doorCode(building, code), ...base, SAY.alsoLove(c2), SAY.askDoorCode(building)],
            blockLimit: 'three lines',
          }
        : { turns: [...base, SAY.askCity(city, city2)], blockLimit: 400 };
  }
}

const toolWords = {
  prompt: (limit: number): B => ({
    en: `The scripted agent keeps facts in its "human" block (${limit} characters at most). Which tool does it call first after the user's last turn?`,
    fr: `L’agent scripté garde les faits dans son bloc «\u00a0human\u00a0» (${limit}\u00a0caractères au plus). Quel outil appelle-t-il en premier après le dernier tour de l’utilisateur\u00a0?`,
  }),
  none: { en: 'No call', fr: 'Aucun appel' },
  called: (calls: string[]): B =>
    calls.length === 0
      ? { en: 'The agent calls no tool in that turn.', fr: 'L’agent n’appelle aucun outil dans ce tour.' }
      : {
          en: `The agent calls, in order: ${calls.join(', ')}.`,
          fr: `L’agent appelle, dans l’ordre\u00a0: ${calls.join(', ')}.`,
        },
  broke: (given: string, expected: string): B => ({
    en: `${given === 'none' ? 'No call' : given} is not what the engine did: it ${expected === 'none' ? 'calls nothing' : `calls ${expected} first`}.`,
    fr: `${given === 'none' ? 'Aucun appel' : given}, ce n’est pas ce qu’a fait le moteur\u00a0: il ${expected === 'none' ? 'n’appelle rien' : `appelle d’abord ${expected}`}.`,
  }),
};

export const toolCall = defineKind<ToolCallData>({
  kind: 'tool-call',
  rules: toolRules,
  build(rng) {
    const { turns: said, blockLimit: limit } = toolTurns(rng);
    const blockLimit = limit === 'three lines' ? filledBy(said, 3) : limit;
    const turns = turnsIn(said, 'en');
    const { last } = runAgent(blockLimit, turns);
    const first = last.steps[0];
    const answer: ToolAnswer = first ? (first.call.name as ToolAnswer) : 'none';
    return {
      prompt: toolWords.prompt(blockLimit),
      facts: [quoted(said)],
      scene: sayScene({ design: 'overwrite', blockLimit, contextLimit: 100_000, window: 50 }, said),
      choices: {
        mode: 'list',
        options: TOOL_OPTIONS.map((id) => ({
          id,
          label: id === 'none' ? toolWords.none : { en: id, fr: id },
        })),
      },
      answer,
      data: { turns, blockLimit, why: first?.why ?? null, calls: last.steps.map((s) => s.call.name) },
    };
  },
  explain(q, given) {
    const d = q.data;
    const rule = toolRule(d.why, (d.turns.at(-1) ?? '').trim().endsWith('?'));
    const out: KindExplanation = { because: [toolWords.called(d.calls)], rule };
    if (given !== undefined) out.broken = { rule, detail: toolWords.broke(given, q.answer) };
    return out;
  },
});
