/**
 * The generator's `tools=1` form: the conversation of an agent that calls tools (reads files, searches, runs
 * tests), whose results are most of its context. An episode is a user's task, one to three tool calls (an
 * assistant turn naming the call) each followed by its result (a `tool` turn of some twenty lines), and the
 * assistant's reply. Facts are planted inside tool results (a constant in a file, a line a search found, a failing
 * test's expected value) or in a user's task (where the spread lands on one); each is probed by a question asked some turns later
 * (distance drawn log-uniformly, as the plain generator does). Seeded: the same parameters give the same file.
 * A fact sits after the first line of its result, beyond the 80 characters a truncation summary chunk keeps.
 */
import type { BenchData, BenchQuestion, BenchTurn } from './format';
import type { BenchLang, GeneratorParams } from './generator';
import { assertInt } from '../core/validate';
import { mulberry32 } from '../core/random';
import { NAMES, WORDS } from './generatorText';

type Tool = 'read_file' | 'search' | 'run_tests';
const TOOLS: readonly Tool[] = ['read_file', 'search', 'run_tests'];

/** The lab's one seeded generator (core/random.ts), as generator.ts: the same seed gives the same sequence. */
const rng = mulberry32;

const MODULES = [
  'billing',
  'auth',
  'cache',
  'search',
  'upload',
  'report',
  'queue',
  'mailer',
  'profile',
  'export',
];
const FILES = ['index', 'service', 'store', 'routes', 'config', 'utils'];
const DAYS: Record<BenchLang, string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'],
};
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

const TEXT = {
  en: {
    task: (m: string) => `The ${m} module misbehaves: find out why and fix it.`,
    taskFact: (m: string, l: string, d: string) =>
      `The ${m} module misbehaves: find out why and fix it. Also, the release of module ${l} is frozen until ${d}.`,
    reply: (m: string) => `I changed the ${m} module and the tests pass now.`,
    questions: {
      read_file: (l: string) => `What is the value of the constant PORT_${l} in the code read earlier?`,
      search: (l: string) => `Who is the on-call contact for service ${l}?`,
      run_tests: (l: string) => `Which checksum did the failing test test_${l.toLowerCase()} expect?`,
      user: (l: string) => `Until which day is the release of module ${l} frozen?`,
    },
    /** What the tools print: the head of a result, a test's status, the facts a search or a test run plants. */
    readHead: (m: string, f: string, n: number) => `// src/${m}/${f}.ts (${n} lines)`,
    searchHead: (m: string, f: string, n: number) => `${n} matches for "${m} ${f}"`,
    testsHead: (m: string, n: number, failed: number) => `${n} tests in ${m}, ${failed} failed`,
    passed: 'passed',
    failed: 'FAILED',
    oncall: (line: number, l: string, who: string) =>
      `docs/oncall.md:${line}: the on-call contact for service ${l} is ${who}.`,
    checksum: (l: string, sum: string) =>
      `  FAILED test_${l.toLowerCase()}: expected checksum ${sum}, got none`,
  },
  fr: {
    task: (m: string) => `Le module ${m} se comporte mal : trouvez pourquoi et corrigez-le.`,
    taskFact: (m: string, l: string, d: string) =>
      `Le module ${m} se comporte mal : trouvez pourquoi et corrigez-le. Au fait, la livraison du module ${l} est gelée jusqu’à ${d}.`,
    reply: (m: string) => `J’ai modifié le module ${m} et les tests passent maintenant.`,
    questions: {
      read_file: (l: string) => `Quelle est la valeur de la constante PORT_${l} dans le code lu plus tôt ?`,
      search: (l: string) => `Qui est le contact d’astreinte du service ${l} ?`,
      run_tests: (l: string) =>
        `Quelle somme de contrôle le test en échec test_${l.toLowerCase()} attendait-il ?`,
      user: (l: string) => `Jusqu’à quel jour la livraison du module ${l} est-elle gelée ?`,
    },
    // The code a file holds and the paths stay as written; what the tools say around them is French.
    readHead: (m: string, f: string, n: number) => `// src/${m}/${f}.ts (${n} lignes)`,
    searchHead: (m: string, f: string, n: number) => `${n} résultats pour «\u00a0${m} ${f}\u00a0»`,
    testsHead: (m: string, n: number, failed: number) => `${n} tests dans ${m}, ${failed} en échec`,
    passed: 'réussi',
    failed: 'ÉCHEC',
    oncall: (line: number, l: string, who: string) =>
      `docs/astreinte.md:${line}\u00a0: le contact d’astreinte du service ${l} est ${who}.`,
    checksum: (l: string, sum: string) =>
      `  ÉCHEC test_${l.toLowerCase()}\u00a0: somme de contrôle attendue ${sum}, aucune obtenue`,
  },
} as const;

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

/** The call an assistant turn names. */
function callText(tool: Tool, module: string, file: string): string {
  if (tool === 'read_file') return `read_file("src/${module}/${file}.ts")`;
  if (tool === 'search') return `search("${module} ${file}")`;
  return `run_tests("${module}")`;
}

/**
 * Twenty or so lines of a tool's result, the fact line (when given) inserted after the first lines. The language
 * changes words only, never a draw of `r`: both languages plant the same facts in the same places.
 */
function resultText(
  tool: Tool,
  module: string,
  file: string,
  r: () => number,
  lang: BenchLang,
  fact?: string,
): string {
  const t = TEXT[lang];
  const lines: string[] = [];
  const n = 16 + Math.floor(r() * 10);
  for (let i = 0; i < n; i++) {
    const k = Math.floor(r() * 1000);
    if (tool === 'read_file')
      lines.push(
        i % 4 === 0
          ? `export function ${file}${module[0]?.toUpperCase()}${module.slice(1)}${k}(input: Input): Output {`
          : `  const step${i} = compute(input.${pick(WORDS, r)}, ${k}); // ${module} ${file}`,
      );
    else if (tool === 'search')
      lines.push(
        `src/${module}/${pick(FILES, r)}.ts:${k}: const ${pick(WORDS, r)} = load("${module}", ${i});`,
      );
    else
      lines.push(
        `  ${i % 7 === 6 ? t.failed : t.passed} test_${module}_${pick(WORDS, r)}_${k} (${(r() * 90 + 5).toFixed(0)} ms)`,
      );
  }
  if (fact !== undefined) lines.splice(2 + Math.floor(r() * (lines.length - 2)), 0, fact);
  const head =
    tool === 'read_file'
      ? t.readHead(module, file, n)
      : tool === 'search'
        ? t.searchHead(module, file, n)
        : t.testsHead(module, n, lines.filter((l) => l.includes(t.failed)).length);
  return [head, ...lines].join('\n');
}

interface Slot {
  kind: 'user' | 'call' | 'result' | 'reply';
  tool?: Tool;
  module: string;
  file: string;
}

/** See the module comment. RangeError on impossible parameters. */
export function generateToolBench(params: GeneratorParams): BenchData {
  const turns = assertInt('turns', params.turns, 4, 1_000_000);
  const Q = assertInt('questions', params.questions, 1, 100_000);
  const seed = assertInt('seed', params.seed ?? 1, 0, 2 ** 32 - 1);
  const lang: BenchLang = params.lang ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new RangeError(`lang must be 'en' or 'fr' (got ${String(lang)})`);
  const r = rng((Math.imul(seed, 2654435761) ^ Math.imul(turns, 97) ^ Q ^ 0x7001) >>> 0);
  // The skeleton: episodes until the conversation has its turns.
  const slots: Slot[] = [];
  while (slots.length < turns) {
    const module = pick(MODULES, r);
    slots.push({ kind: 'user', module, file: pick(FILES, r) });
    const calls = 1 + Math.floor(r() * 3);
    for (let c = 0; c < calls; c++) {
      const tool = pick(TOOLS, r);
      const file = pick(FILES, r);
      slots.push({ kind: 'call', tool, module, file }, { kind: 'result', tool, module, file });
    }
    slots.push({ kind: 'reply', module, file: '' });
  }
  slots.length = turns;
  const eligible = slots.flatMap((s, i) => (s.kind === 'result' || s.kind === 'user' ? [i] : []));
  if (Q > Math.floor(eligible.length / 2))
    throw new RangeError(
      `questions must be at most ${Math.floor(eligible.length / 2)} for ${turns} turns with tools (half the tasks and tool results)`,
    );
  // Facts spread over the conversation: one per stretch of the tool results and users' tasks.
  const facts = new Map<number, { fact: string; question: string; answer: string }>();
  const questions: BenchQuestion[] = [];
  const labels = new Set<string>();
  const values = new Set<string>();
  const fresh = (make: () => string, seen: Set<string>): string => {
    let v = make();
    for (let k = 0; seen.has(v) && k < 1000; k++) v = make();
    if (seen.has(v)) v = `${v}${seen.size}`;
    seen.add(v);
    return v;
  };
  const span = eligible.length / Q;
  for (let i = 0; i < Q; i++) {
    let e = Math.floor(i * span + r() * span * 0.5);
    while (facts.has(eligible[e % eligible.length] as number)) e++;
    const pos = eligible[e % eligible.length] as number;
    const slot = slots[pos] as Slot;
    const label = fresh(() => `${pick([...LETTERS], r)}${1 + Math.floor(r() * 99)}`, labels);
    const t = TEXT[lang];
    let fact: string;
    let answer: string;
    let question: string;
    if (slot.kind === 'user') {
      const week = () => 10 + Math.floor(r() * 42); // two digits: no value is a prefix of another
      answer = fresh(
        () =>
          lang === 'en'
            ? `${pick(DAYS.en, r)} of week ${week()}`
            : `${pick(DAYS.fr, r)} de la semaine ${week()}`,
        values,
      );
      fact = t.taskFact(slot.module, label, answer);
      question = t.questions.user(label);
    } else if (slot.tool === 'read_file') {
      answer = fresh(() => String(1000 + Math.floor(r() * 9000)), values);
      fact = `export const PORT_${label} = ${answer};`;
      question = t.questions.read_file(label);
    } else if (slot.tool === 'search') {
      answer = fresh(() => `${pick(NAMES, r)} ${pick([...LETTERS], r)}`, values);
      fact = t.oncall(1 + Math.floor(r() * 200), label, answer);
      question = t.questions.search(label);
    } else {
      answer = fresh(() => `${pick(WORDS, r)}${10 + Math.floor(r() * 90)}`, values);
      fact = t.checksum(label, answer);
      question = t.questions.run_tests(label);
    }
    facts.set(pos, { fact, question, answer });
    const distance = Math.floor(Math.exp(r() * Math.log(turns)));
    questions.push({
      id: `q${i + 1}`,
      after: `t${Math.min(turns - 1, pos + distance)}`,
      question,
      answer,
      evidence: [`t${pos}`],
    });
  }
  const conversation: BenchTurn[] = slots.map((s, i) => {
    const planted = facts.get(i);
    let content: string;
    if (s.kind === 'user') content = planted ? planted.fact : TEXT[lang].task(s.module);
    else if (s.kind === 'call') content = callText(s.tool as Tool, s.module, s.file);
    else if (s.kind === 'result')
      content = resultText(s.tool as Tool, s.module, s.file, r, lang, planted?.fact);
    else content = TEXT[lang].reply(s.module);
    const role = s.kind === 'user' ? 'user' : s.kind === 'result' ? 'tool' : 'assistant';
    return { id: `t${i}`, role, content };
  });
  questions.sort(
    (a, b) =>
      Number(a.after.slice(1)) - Number(b.after.slice(1)) || Number(a.id.slice(1)) - Number(b.id.slice(1)),
  );
  return {
    name: `generated-tools-${lang}-${turns}-turns-${Q}-questions-seed-${seed}`,
    source: 'Agent Memory Lab generator, tools=1 (src/engine/memoryBench/toolGenerator.ts)',
    licence: 'generated by the lab',
    cases: [{ id: 'generated-tools', conversation, questions }],
  };
}
