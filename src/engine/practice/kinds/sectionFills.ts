/**
 * Chapter 6's question section-fills: which section of an agent's request holds the most tokens (the compaction
 * engine's `anatomy`, chars / 4). No visualizer scene: the facts say what the learner needs.
 */
import { anatomy, type Context, type ContextItem } from '../../compaction/context';
import { approxTokens } from '../../tokens/approx';
import { defineKind, num } from '../kind';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;
const count = approxTokens;

const SECTIONS = ['system', 'tools', 'messages', 'toolCalls', 'toolResults'] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_NAMES: Record<Section, B> = {
  system: { en: 'the system prompt', fr: 'le prompt système' },
  tools: { en: 'the tool definitions', fr: 'les définitions d’outils' },
  messages: { en: 'the messages (tasks and replies)', fr: 'les messages (tâches et réponses)' },
  toolCalls: { en: 'the tool calls', fr: 'les appels d’outils' },
  toolResults: { en: 'the tool results', fr: 'les résultats d’outils' },
};

export interface SectionFillsData {
  tokens: Record<Section, number>;
  /** What the facts say, as numbers (a test recomputes the tokens from them). */
  shape: {
    systemChars: number;
    toolCount: number;
    toolChars: number;
    tasks: number;
    callsPerTask: number;
    resultChars: number;
    messageChars: number;
  };
}

/** A text of exactly n characters, a seed phrase repeated (the questions' items: only their length counts). */
export const filler = (n: number, seed: string) =>
  (seed.repeat(Math.ceil(n / seed.length)) as string).slice(0, n);

export const sectionFills = defineKind<SectionFillsData>({
  kind: 'section-fills',
  rules: {
    'largest-section': {
      en: 'The section that fills the request first is the one with the most tokens: count each part’s characters, about four to a token, times how many there are.',
      fr: 'La section qui remplit la requête la première est celle qui compte le plus de jetons\u00a0: comptez les caractères de chaque partie, environ quatre par jeton, fois leur nombre.',
    },
  },
  build(rng) {
    const systemChars = rng.pick([400, 1200, 3000, 8000, 16000]);
    const toolCount = rng.pick([3, 8, 20, 40]);
    const toolChars = rng.pick([200, 500, 900]);
    const tasks = rng.int(2, 8);
    const callsPerTask = rng.int(1, 4);
    const resultChars = rng.pick([300, 800, 1500, 3000]);
    const messageChars = rng.pick([120, 400, 1200]);
    const items: ContextItem[] = [];
    let k = 0;
    for (let t = 0; t < tasks; t++) {
      items.push({
        id: `i${k++}`,
        kind: 'message',
        role: 'user',
        text: filler(messageChars, 'Fix the module. '),
      });
      for (let c = 0; c < callsPerTask; c++) {
        items.push({
          id: `i${k++}`,
          kind: 'toolCall',
          role: 'assistant',
          text: `read_file("src/m${t}/f${c}.ts")`,
        });
        items.push({
          id: `i${k++}`,
          kind: 'toolResult',
          role: 'tool',
          text: filler(resultChars, 'const x = load(y); '),
        });
      }
      items.push({
        id: `i${k++}`,
        kind: 'message',
        role: 'assistant',
        text: filler(messageChars, 'Done, tests pass. '),
      });
    }
    const ctx: Context = {
      system: filler(systemChars, 'You are a careful agent. '),
      tools: Array.from({ length: toolCount }, (_, i) => filler(toolChars, `{"name":"tool${i}"} `)),
      summary: null,
      items,
      reserved: 0,
    };
    const a = anatomy(ctx, count);
    const tokens = Object.fromEntries(SECTIONS.map((s) => [s, a[s]])) as Record<Section, number>;
    const answer = SECTIONS.reduce((best, s) => (tokens[s] > tokens[best] ? s : best), SECTIONS[0]);
    const n = (x: number) => num(x);
    const facts: B[] = [
      {
        en: `System prompt: ${n(systemChars).en} characters.`,
        fr: `Prompt système\u00a0: ${n(systemChars).fr} caractères.`,
      },
      {
        en: `Tool definitions: ${toolCount}, about ${n(toolChars).en} characters each.`,
        fr: `Définitions d’outils\u00a0: ${toolCount}, environ ${n(toolChars).fr} caractères chacune.`,
      },
      {
        en: `${tasks} tasks, each a user message and a reply of about ${n(messageChars).en} characters.`,
        fr: `${tasks} tâches, chacune un message de l’utilisateur et une réponse d’environ ${n(messageChars).fr} caractères.`,
      },
      {
        en: `${callsPerTask} tool call(s) per task, each returning about ${n(resultChars).en} characters.`,
        fr: `${callsPerTask} appel(s) d’outil par tâche, chacun renvoyant environ ${n(resultChars).fr} caractères.`,
      },
    ];
    return {
      prompt: {
        en: 'This agent’s request keeps growing. Which section holds the most tokens?',
        fr: 'La requête de cet agent ne cesse de grandir. Quelle section compte le plus de jetons\u00a0?',
      },
      facts,
      scene: null,
      choices: { mode: 'list', options: SECTIONS.map((s): Choice => ({ id: s, label: SECTION_NAMES[s] })) },
      answer,
      data: {
        tokens,
        shape: { systemChars, toolCount, toolChars, tasks, callsPerTask, resultChars, messageChars },
      },
    };
  },
  explain(q, given) {
    const t = q.data.tokens;
    const because: B[] = SECTIONS.map((s) => ({
      en: `${SECTION_NAMES[s].en}: ${num(t[s]).en} tokens`,
      fr: `${SECTION_NAMES[s].fr}\u00a0: ${num(t[s]).fr} jetons`,
    }));
    if (given === undefined) return { because, rule: 'largest-section' };
    const g = given as Section;
    const a = q.answer as Section;
    return {
      because,
      rule: 'largest-section',
      broken: {
        rule: 'largest-section',
        detail: {
          en: `${SECTION_NAMES[g].en} hold ${num(t[g]).en} tokens, fewer than ${SECTION_NAMES[a].en} (${num(t[a]).en}).`,
          fr: `${SECTION_NAMES[g].fr} comptent ${num(t[g]).fr} jetons, moins que ${SECTION_NAMES[a].fr} (${num(t[a]).fr}).`,
        },
      },
    };
  },
});
