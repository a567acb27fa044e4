/**
 * Chapter 5: three kinds on the agent that manages its own memory, each computed by the chapter's engine
 * (src/engine/selfManaged/) exactly as the self-managed visualizer runs it:
 * - `tool-call`: which tool the scripted agent calls first after the user's last turn (or none);
 * - `write-decision`: which decision the write path takes on the last turn's fact (ADD, UPDATE, DELETE, NOOP);
 * - `believed-on`: in the bitemporal design, what the agent believed the user's city was at a turn.
 * The conversations are English data (the same seed is the same question in both languages).
 */
import { createBlockState, defaultBlocks, type BlockState } from '../../selfManaged/blocks';
import type { DecisionWhy, WriteEvent } from '../../selfManaged/decide';
import { scriptedTurn, type CallWhy } from '../../selfManaged/scripted';
import { WritePath } from '../../selfManaged/writePath';
import { defineKind, type KindExplanation } from '../kind';
import type { Rng } from '../random';
import type { Bilingual, PracticeScene } from '../types';

type B = Bilingual;

/** The self-managed scene's configuration, as `src/mechanisms/self-managed/ops.ts` writes it. */
interface SelfManagedSceneConfig {
  design: 'overwrite' | 'append' | 'bitemporal';
  blockLimit: number;
  contextLimit: number;
  window: number;
  language: 'en';
}

const COLOURS = ['blue', 'green', 'red', 'yellow', 'purple', 'orange'];
const CITIES = ['Lyon', 'Paris', 'Nice', 'Lille', 'Nantes', 'Brest'];
const BUILDINGS = ['Falcon', 'Heron', 'Osprey', 'Kestrel'];

/** A scene of user turns, asked before the last one and revealed by it. */
function sayScene(config: SelfManagedSceneConfig, turns: readonly string[]): PracticeScene {
  return {
    scene: {
      mechanism: 'self-managed',
      preset: '',
      config,
      ops: turns.map((text) => ({ op: 'say', text })),
      compare: false,
      focus: null,
    },
    askAt: turns.length - 1,
    revealAt: turns.length,
  };
}

const quoted = (turns: readonly string[]): B => ({
  en: turns.map((t, i) => `${i + 1}. "${t}"`).join(' '),
  fr: turns.map((t, i) => `${i + 1}.\u00a0«\u00a0${t}\u00a0»`).join(' '),
});

// ------------------------------------------------------------------ which tool

const TOOL_OPTIONS = [
  'memory_append',
  'memory_replace',
  'archival_insert',
  'archival_search',
  'none',
] as const;
type ToolAnswer = (typeof TOOL_OPTIONS)[number];

export interface ToolCallData {
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
): { state: BlockState; last: ReturnType<typeof scriptedTurn> } {
  let state = createBlockState(
    defaultBlocks(blockLimit).map((b) =>
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

function toolTurns(rng: Rng): { turns: string[]; blockLimit: number } {
  const [c1, c2, c3] = rng.sample(COLOURS, 3) as [string, string, string];
  const [city, city2] = rng.sample(CITIES, 2) as [string, string];
  const building = rng.pick(BUILDINGS);
  const code = String(1000 + rng.int(0, 8999));
  const base = [`My favourite colour is ${c1}.`, `I live in ${city}.`];
  switch (rng.int(0, 6)) {
    case 0:
      return { turns: [...base, `The door code of building ${building} is ${code}.`], blockLimit: 400 };
    case 1:
      return { turns: [...base, `I also love ${c2}.`], blockLimit: 400 };
    case 2:
      return { turns: [...base, `I moved to ${city2}.`], blockLimit: 400 };
    case 3:
      return { turns: [...base, `I no longer live in ${city}.`], blockLimit: 400 };
    case 4:
      return { turns: [...base, `My favourite colour is ${c1}!`], blockLimit: 400 };
    case 5:
      // A small block: the third line does not fit.
      return { turns: [...base, `I also love ${c3}.`], blockLimit: 50 };
    default:
      return rng.chance(0.5)
        ? {
            turns: [
              `The door code of building ${building} is ${code}.`,
              ...base,
              `I also love ${c2}.`,
              `What is the door code of building ${building}?`,
            ],
            blockLimit: 60,
          }
        : { turns: [...base, `Where do I live, ${city} or ${city2}?`], blockLimit: 400 };
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
    const { turns, blockLimit } = toolTurns(rng);
    const { last } = runAgent(blockLimit, turns);
    const first = last.steps[0];
    const answer: ToolAnswer = first ? (first.call.name as ToolAnswer) : 'none';
    return {
      prompt: toolWords.prompt(blockLimit),
      facts: [quoted(turns)],
      scene: sayScene(
        { design: 'overwrite', blockLimit, contextLimit: 100_000, window: 50, language: 'en' },
        turns,
      ),
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

// ------------------------------------------------------------------ which write decision

export interface WriteDecisionData {
  turns: string[];
  event: WriteEvent;
  why: DecisionWhy | null;
}

const decisionRules = {
  'decision-add': {
    en: 'Nothing stored about the key, or one more value beside the others ("I also love…"): ADD.',
    fr: 'Rien en mémoire sur la clé, ou une valeur de plus à côté des autres («\u00a0J’aime aussi…\u00a0»)\u00a0: ADD.',
  },
  'decision-update': {
    en: 'A new value for a stored key, or a correction ("…, not X"): UPDATE of the memory it replaces (the wrong one for a correction).',
    fr: 'Une nouvelle valeur pour une clé en mémoire, ou une correction («\u00a0…, pas X\u00a0»)\u00a0: UPDATE du souvenir qu’elle remplace (le faux, pour une correction).',
  },
  'decision-delete': {
    en: 'A fact that is no longer true ("I no longer…") deletes the memory that holds it: DELETE.',
    fr: 'Un fait qui n’est plus vrai («\u00a0Je n’… plus\u00a0») supprime le souvenir qui le porte\u00a0: DELETE.',
  },
  'decision-noop': {
    en: 'The same key and value already stored, or nothing stored to forget: NOOP, nothing written.',
    fr: 'La même clé et la même valeur déjà en mémoire, ou rien à oublier\u00a0: NOOP, rien d’écrit.',
  },
} satisfies Record<string, B>;

const RULE_OF_EVENT: Record<WriteEvent, keyof typeof decisionRules> = {
  ADD: 'decision-add',
  UPDATE: 'decision-update',
  DELETE: 'decision-delete',
  NOOP: 'decision-noop',
};

function decisionTurns(rng: Rng): string[] {
  const [c1, c2, c3] = rng.sample(COLOURS, 3) as [string, string, string];
  const [city, city2] = rng.sample(CITIES, 2) as [string, string];
  const base = [`My favourite colour is ${c1}.`, `I live in ${city}.`];
  return [
    [...base, `I also love ${c2}.`],
    [...base, `My favourite colour is ${c2}.`],
    [...base, `I also love ${c2}.`, `Actually my favourite colour is ${c3}, not ${c1}.`],
    [...base, `I no longer live in ${city}.`],
    [...base, `I no longer live in ${city2}.`],
    [...base, `My favourite colour is ${c1.toUpperCase()}!`],
    [`I live in ${city}.`, `My favourite colour is ${c1}.`],
  ][rng.int(0, 6)] as string[];
}

const decisionWords = {
  prompt: {
    en: 'The write path extracts the fact of the user’s last turn and compares it with the closest memories. Which decision does it take?',
    fr: 'Le chemin d’écriture extrait le fait du dernier tour de l’utilisateur et le compare aux souvenirs les plus proches. Quelle décision prend-il\u00a0?',
  },
  decided: (event: WriteEvent, reason: string): B => ({
    en: `The engine decides ${event}: ${reason}.`,
    fr: `Le moteur décide ${event}\u00a0: ${reason}.`,
  }),
  broke: (given: string, expected: WriteEvent): B => ({
    en: `${given} is the rule for another case; this fact calls for ${expected}.`,
    fr: `${given}, c’est la règle d’un autre cas\u00a0; ce fait appelle ${expected}.`,
  }),
};

export const writeDecision = defineKind<WriteDecisionData>({
  kind: 'write-decision',
  rules: decisionRules,
  build(rng) {
    const turns = decisionTurns(rng);
    const path = new WritePath('overwrite');
    let last = path.writeTurn(turns[0] as string, 1);
    turns.forEach((t, i) => {
      if (i > 0) last = path.writeTurn(t, i + 1);
    });
    const step = last[0];
    if (!step) throw new Error(`no fact in "${turns.at(-1) ?? ''}"`);
    return {
      prompt: decisionWords.prompt,
      facts: [quoted(turns)],
      scene: sayScene(
        { design: 'overwrite', blockLimit: 400, contextLimit: 100_000, window: 50, language: 'en' },
        turns,
      ),
      choices: {
        mode: 'list',
        options: (['ADD', 'UPDATE', 'DELETE', 'NOOP'] as const).map((id) => ({
          id,
          label: { en: id, fr: id },
        })),
      },
      answer: step.decision.event,
      data: { turns, event: step.decision.event, why: step.decision.why ?? null },
    };
  },
  explain(q, given) {
    const d = q.data;
    const rule = RULE_OF_EVENT[d.event];
    const reason: B = d.why === null ? { en: d.event, fr: d.event } : whyText(d.why);
    const out: KindExplanation = {
      because: [
        {
          en: decisionWords.decided(d.event, reason.en).en,
          fr: decisionWords.decided(d.event, reason.fr).fr,
        },
      ],
      rule,
    };
    if (given !== undefined) out.broken = { rule, detail: decisionWords.broke(given, d.event) };
    return out;
  },
});

/** A decision's reason in both languages (the engine's data, said as the visualizer says it). */
function whyText(w: DecisionWhy): B {
  const q = (s: string): B => ({ en: `"${s}"`, fr: `«\u00a0${s}\u00a0»` });
  switch (w.kind) {
    case 'already-stored':
      return {
        en: `${q(`${w.key}: ${w.value}`).en} is already stored`,
        fr: `${q(`${w.key}\u00a0: ${w.value}`).fr} est déjà en mémoire`,
      };
    case 'no-longer-true':
      return {
        en: `${q(`${w.key}: ${w.value}`).en} is no longer true`,
        fr: `${q(`${w.key}\u00a0: ${w.value}`).fr} n’est plus vrai`,
      };
    case 'nothing-to-forget':
      return {
        en: 'nothing stored matches what is no longer true',
        fr: 'rien en mémoire ne correspond à ce qui n’est plus vrai',
      };
    case 'one-more-value':
      return {
        en: `one more value for ${q(w.key).en}, beside the others`,
        fr: `une valeur de plus pour ${q(w.key).fr}, à côté des autres`,
      };
    case 'corrects':
      return {
        en: `corrects the wrong value ${q(w.value).en}`,
        fr: `corrige la valeur fausse ${q(w.value).fr}`,
      };
    case 'changed':
      return {
        en: `${q(w.key).en} changed from ${q(w.value).en}`,
        fr: `${q(w.key).fr} a changé, c’était ${q(w.value).fr}`,
      };
    case 'nothing-stored':
      return {
        en: `nothing stored about ${q(w.key).en} yet`,
        fr: `rien en mémoire sur ${q(w.key).fr} pour l’instant`,
      };
    case 'naive-same-key':
      return { en: `same key ${q(w.key).en}: overwritten`, fr: `même clé ${q(w.key).fr}\u00a0: écrasée` };
    case 'naive-new-key':
      return { en: `new key ${q(w.key).en}`, fr: `nouvelle clé ${q(w.key).fr}` };
  }
}

// ------------------------------------------------------------------ believed on a date

export interface BelievedOnData {
  turns: string[];
  /** The turn asked about (1-based, the write path's clock in the visualizer). */
  turn: number;
  /** The city believed then, or null. */
  believed: string | null;
  /** The city true then as the agent knows now (after corrections), or null. */
  trueNow: string | null;
}

const believedRules = {
  'believed-learned': {
    en: 'What the agent believed on a date is what it had learned by then and not yet invalidated (system time), whatever it learned later.',
    fr: 'Ce que l’agent croyait à une date, c’est ce qu’il avait appris avant et pas encore invalidé (le temps du système), quoi qu’il ait appris ensuite.',
  },
  'believed-nothing': {
    en: 'Before the first fact, or after a fact is no longer true, the agent believes nothing about it.',
    fr: 'Avant le premier fait, ou après qu’un fait n’est plus vrai, l’agent ne croit rien à son sujet.',
  },
} satisfies Record<string, B>;

function believedTurns(rng: Rng): string[] {
  const [a, b, c] = rng.sample(CITIES, 3) as [string, string, string];
  const colour = rng.pick(COLOURS);
  const turns = [`My favourite colour is ${colour}.`, `I live in ${a}.`, `I moved to ${b}.`];
  if (rng.chance(0.6)) turns.push(`Actually my city is ${c}, not ${b}.`);
  if (rng.chance(0.4)) turns.push(`I no longer live in ${turns.length === 4 ? c : b}.`);
  return turns;
}

const believedWords = {
  prompt: (turn: number): B => ({
    en: `In the bitemporal design, what did the agent believe the user's city was at turn ${turn} (after that turn's write)?`,
    fr: `Dans la conception bitemporelle, quelle ville l’agent croyait-il être celle de l’utilisateur au tour ${turn} (après l’écriture de ce tour)\u00a0?`,
  }),
  nothing: { en: 'No city', fr: 'Aucune ville' },
  believed: (turn: number, city: string | null): B =>
    city === null
      ? {
          en: `At turn ${turn} the agent held no city.`,
          fr: `Au tour ${turn}, l’agent ne tenait aucune ville pour vraie.`,
        }
      : {
          en: `At turn ${turn} the agent believed ${city}.`,
          fr: `Au tour ${turn}, l’agent croyait ${city}.`,
        },
  trueNow: (turn: number, city: string | null): B => ({
    en: `What it knows now says the city at turn ${turn} was ${city ?? 'none'}: valid time, not what it believed then.`,
    fr: `Ce qu’il sait maintenant dit que la ville au tour ${turn} était ${city ?? 'aucune'}\u00a0: le temps du monde, pas ce qu’il croyait alors.`,
  }),
  broke: (given: string, expected: string | null): B => ({
    en: `${given === 'nothing' ? 'No city' : given} is not what the agent held then: it believed ${expected ?? 'no city'}.`,
    fr: `${given === 'nothing' ? 'Aucune ville' : given}, ce n’est pas ce que l’agent tenait alors\u00a0: il croyait ${expected ?? 'aucune ville'}.`,
  }),
};

export const believedOn = defineKind<BelievedOnData>({
  kind: 'believed-on',
  rules: believedRules,
  build(rng) {
    const turns = believedTurns(rng);
    const path = new WritePath('bitemporal');
    turns.forEach((t, i) => path.writeTurn(t, i + 1));
    const turn = rng.int(1, turns.length);
    const city = (list: { key: string; value: string }[]) =>
      list.find((r) => r.key === 'city')?.value ?? null;
    const believed = city(path.believedAt(turn));
    const trueNow = city(path.trueAt(turn));
    const cities = [...new Set(turns.flatMap((t) => CITIES.filter((c) => t.includes(c))))];
    return {
      prompt: believedWords.prompt(turn),
      facts: [quoted(turns)],
      scene: {
        ...sayScene(
          { design: 'bitemporal', blockLimit: 400, contextLimit: 100_000, window: 50, language: 'en' },
          turns,
        ),
      },
      choices: {
        mode: 'list',
        options: [
          ...cities.map((c) => ({ id: c, label: { en: c, fr: c } })),
          { id: 'nothing', label: believedWords.nothing },
        ],
      },
      answer: believed ?? 'nothing',
      data: { turns, turn, believed, trueNow },
    };
  },
  explain(q, given) {
    const d = q.data;
    const rule = d.believed === null ? 'believed-nothing' : 'believed-learned';
    const because = [believedWords.believed(d.turn, d.believed)];
    if (d.trueNow !== d.believed) because.push(believedWords.trueNow(d.turn, d.trueNow));
    const out: KindExplanation = { because, rule };
    if (given !== undefined) out.broken = { rule, detail: believedWords.broke(given, d.believed) };
    return out;
  },
});
