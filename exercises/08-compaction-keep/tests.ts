import type { ExerciseTests } from '../../src/exercises/testkit';
import {
  approxTokens,
  compactionCut,
  factReport,
  generateToolBench,
  truncationSummary,
  SUMMARY_SEPARATOR,
  type BenchLang,
  type PlantedFact,
} from '../../src/engine/student';
import type * as Solution from './solution';

type Item = Solution.CompactedItem;
/** Where a fact was planted: a file read, a search, a test run, or the user's own task. */
type FactKind = 'read_file' | 'search' | 'run_tests' | 'user';

interface SceneParams {
  seed: number;
  lang: BenchLang;
  turns: number;
  questions: number;
  /** Items the compaction keeps at the end, as compact:T:K keeps its last K. */
  keep: number;
  /** The budget of the kept lines, as a share of the compacted items' tokens. */
  share: number;
}

/** Deep-frozen copies: the function must not change what it is given. */
const frozen = (items: readonly Item[]) => Object.freeze(items.map((it) => Object.freeze({ ...it })));

interface Scene {
  items: readonly Item[];
  budget: number;
  facts: (PlantedFact & { kind: FactKind })[];
}

/**
 * A scene of the chapter 6 generator (tools=1): the items older than the last `keep` are compacted; the facts planted
 * in them are the ones a compaction can lose.
 */
function sceneOf(p: SceneParams): Scene {
  const key = JSON.stringify(p);
  const scene = scenes.get(key) ?? makeScene(p);
  scenes.set(key, scene);
  return scene;
}

/** Scenes by their parameters: the tests share the statement's (the items are frozen, so sharing is safe). */
const scenes = new Map<string, Scene>();

function makeScene(p: SceneParams): Scene {
  const data = generateToolBench({ seed: p.seed, lang: p.lang, turns: p.turns, questions: p.questions });
  const c = data.cases[0];
  if (!c) throw new Error('the generator returned no conversation');
  const turns = c.conversation;
  const kindOf = (i: number): Item['kind'] =>
    turns[i]?.role === 'tool'
      ? 'toolResult'
      : turns[i]?.role === 'assistant' && turns[i + 1]?.role === 'tool'
        ? 'toolCall'
        : 'message';
  const cut = compactionCut(
    turns.map((_, i) => kindOf(i)),
    p.keep,
  );
  const items = turns
    .slice(0, cut)
    .map((t, i): Item => ({ id: t.id, role: t.role as Item['role'], kind: kindOf(i), text: t.content }));
  const tokens = items.reduce((s, it) => s + approxTokens(`[${it.role}] ${it.text}`), 0);
  const facts = c.questions.flatMap((q) => {
    const at = Number(q.evidence[0]?.slice(1));
    if (!(at < cut)) return [];
    const call = turns[at - 1]?.content ?? '';
    const kind: FactKind =
      turns[at]?.role === 'user' ? 'user' : (/^(read_file|search|run_tests)/.exec(call)?.[1] as FactKind);
    return [{ id: q.id, value: q.answer, itemId: `t${at}`, kind }];
  });
  return { items: frozen(items), budget: Math.floor(tokens * p.share), facts };
}

/**
 * Runs keepVerbatim on a scene and counts the planted facts that survive the compaction: in the summary (each item cut
 * to 80 characters) or in a kept line, as the engine's factReport reads the context. An answer that breaks a rule
 * (not a list of lines of the items, over the budget) keeps nothing, and `problem` says why.
 */
function survive(impl: typeof Solution, scene: Scene, kinds?: readonly FactKind[]) {
  const facts = kinds ? scene.facts.filter((f) => kinds.includes(f.kind)) : scene.facts;
  // Once per scene and implementation: the tests of each kind of fact read the same answer.
  const answers = answered.get(impl) ?? new Map<Scene, unknown>();
  answered.set(impl, answers);
  const got: unknown = answers.has(scene) ? answers.get(scene) : impl.keepVerbatim(scene.items, scene.budget);
  answers.set(scene, got);
  let problem: string | undefined;
  let kept: string[] = [];
  if (!Array.isArray(got) || got.some((l) => typeof l !== 'string')) problem = 'not a list of strings';
  else {
    const lines = new Set(scene.items.flatMap((it) => it.text.split('\n')));
    const foreign = (got as string[]).find((l) => !lines.has(l));
    const used = (got as string[]).reduce((s, l) => s + approxTokens(l), 0);
    if (foreign !== undefined)
      problem = `not a whole line of an item: ${JSON.stringify(foreign.slice(0, 80))}`;
    else if (used > scene.budget) problem = `${used} tokens kept, over the budget of ${scene.budget}`;
    else kept = got as string[];
  }
  const summary = truncationSummary(scene.items);
  const report = factReport(
    {
      system: '',
      tools: [],
      summary: {
        text: kept.length > 0 ? `${summary}${SUMMARY_SEPARATOR}${kept.join('\n')}` : summary,
        opaque: false,
        replaced: scene.items.map((it) => it.id),
      },
      items: [],
      reserved: 0,
    },
    facts,
  );
  return { planted: facts.length, survived: report.context.length, ...(problem ? { problem } : {}) };
}

const answered = new WeakMap<typeof Solution, Map<Scene, unknown>>();

/** The share of the facts that survive over several scenes, with each scene's figures for reading a failure. */
function score(impl: typeof Solution, scenes: readonly SceneParams[], kinds?: readonly FactKind[]) {
  const rows = scenes.map((p) => ({ seed: p.seed, lang: p.lang, ...survive(impl, sceneOf(p), kinds) }));
  const planted = rows.reduce((s, r) => s + r.planted, 0);
  const survived = rows.reduce((s, r) => s + r.survived, 0);
  return { share: planted === 0 ? 0 : survived / planted, rows };
}

/** The statement's scenes (its seeds are shown there). */
const STATEMENT: SceneParams[] = [
  { seed: 1, lang: 'en', turns: 200, questions: 30, keep: 10, share: 0.04 },
  { seed: 2, lang: 'fr', turns: 200, questions: 30, keep: 10, share: 0.04 },
];

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  /** At least `least` of the facts survive; a failure shows the figures of each scene. */
  const atLeast = (least: number, scenes: readonly SceneParams[], kinds?: readonly FactKind[]) => {
    const { share, rows } = score(impl, scenes, kinds);
    // The figures travel with the verdict, so a failure shows each scene's.
    const shown = { atLeast: least, survived: Number(share.toFixed(3)), rows };
    expect({ ...shown, pass: share >= least }).toEqual({ ...shown, pass: true });
  };

  test(
    {
      en: 'The constants read from files survive (PORT_… = value, beyond the 80 characters the summary keeps)',
      fr: 'Les constantes lues dans les fichiers survivent (PORT_… = valeur, au-delà des 80 caractères que garde le résumé)',
    },
    () => atLeast(0.9, STATEMENT, ['read_file']),
  );

  test(
    {
      en: 'The on-call contacts a search found survive',
      fr: 'Les contacts d’astreinte qu’une recherche a trouvés survivent',
    },
    () => atLeast(0.9, STATEMENT, ['search']),
  );

  test(
    {
      en: 'The checksums a failing test expected survive',
      fr: 'Les sommes de contrôle qu’attendait un test en échec survivent',
    },
    () => atLeast(0.9, STATEMENT, ['run_tests']),
  );

  test(
    {
      en: 'What a user said beyond the task (a release frozen until a day) survives',
      fr: 'Ce qu’un utilisateur a dit au-delà de sa tâche (une livraison gelée jusqu’à un jour) survit',
    },
    () => atLeast(0.9, STATEMENT, ['user']),
  );

  test(
    {
      en: 'The statement’s scenes: at least 90% of the planted facts survive, within the budget',
      fr: 'Les scènes de l’énoncé : au moins 90 % des faits plantés survivent, dans le budget',
    },
    () => atLeast(0.9, STATEMENT),
  );

  test(
    {
      en: 'Hidden scenes, longer, in both languages, a larger K: at least 90% survive',
      fr: 'Des scènes cachées, plus longues, dans les deux langues, un K plus grand : au moins 90 % survivent',
    },
    () =>
      atLeast(0.9, [
        { seed: 17, lang: 'en', turns: 400, questions: 50, keep: 20, share: 0.04 },
        { seed: 29, lang: 'fr', turns: 300, questions: 40, keep: 10, share: 0.04 },
        { seed: 101, lang: 'en', turns: 500, questions: 50, keep: 30, share: 0.03 },
      ]),
  );

  test(
    {
      en: 'A budget too small for every fact: the lines kept stay within it, and most of what fits survives',
      fr: 'Un budget trop petit pour tous les faits : les lignes gardées y tiennent, et l’essentiel de ce qui tient survit',
    },
    () =>
      atLeast(0.6, [
        { seed: 4242, lang: 'fr', turns: 240, questions: 30, keep: 10, share: 0.02 },
        { seed: 7, lang: 'en', turns: 240, questions: 30, keep: 10, share: 0.02 },
      ]),
  );

  test(
    {
      en: 'Nothing it is given changes (the items are frozen), and every fact survives a generous budget',
      fr: 'Rien de ce qu’elle reçoit ne change (les éléments sont gelés), et chaque fait survit à un budget large',
    },
    () => {
      const scene = sceneOf({ seed: 5, lang: 'en', turns: 120, questions: 20, keep: 10, share: 0.2 });
      const before = JSON.stringify(scene.items);
      const result = survive(impl, scene);
      expect(JSON.stringify(scene.items)).toBe(before);
      expect(result).toEqual({ planted: scene.facts.length, survived: scene.facts.length });
    },
  );
};

export default tests;
