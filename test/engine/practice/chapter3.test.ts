/**
 * Chapter 3: the engine's answers against naive versions written here, on a hundred seeds each: Generative Agents'
 * score (decay ^ hours, min-max normalisation, weighted sum, a bag-of-words cosine of plain word counts); and
 * reflection's filing (split the line at its first colon, "AUCUN"/"NONE" mean nothing, a condition word as a whole
 * word makes a rule).
 */
import { reflectionFiles, retrievalFirst } from '../../../src/engine/practice';
import type { EpisodicOp as SceneOp } from '../../../src/engine/practice/scenes';
import { expectRightAnswer, naiveCosine, opsOf, SEEDS, tally, words, wrongAnswers } from './naive';

/** The operations the retrieval questions' scenes hold (they never reflect nor forget). */
type EpisodicOp = Exclude<SceneOp, { op: 'reflect' } | { op: 'forget' }>;
interface Weights {
  decay: number;
  wRecency: number;
  wImportance: number;
  wRelevance: number;
}

function naiveScores(config: Weights, ops: readonly EpisodicOp[]) {
  let hour = 0;
  const memories: { id: string; text: string; importance: number; at: number }[] = [];
  let query = '';
  for (const op of ops) {
    if (op.op === 'episode') {
      hour += op.hours ?? 1;
      memories.push({
        id: `e${memories.length + 1}`,
        text: [op.thought, op.input, op.action, op.outcome, op.feedback].join(' '),
        importance: op.importance ?? 5,
        at: hour,
      });
    } else if (op.op === 'wait') hour += op.hours;
    else query = op.text;
  }
  const norm = (xs: number[]) => {
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    return xs.map((x) => (hi === lo ? 0.5 : (x - lo) / (hi - lo)));
  };
  const rec = norm(memories.map((m) => config.decay ** (hour - m.at)));
  const imp = norm(memories.map((m) => m.importance));
  const rel = norm(memories.map((m) => naiveCosine(query, m.text)));
  return memories.map((m, i) => ({
    id: m.id,
    parts: [rec[i]!, imp[i]!, rel[i]!],
    score: config.wRecency * rec[i]! + config.wImportance * imp[i]! + config.wRelevance * rel[i]!,
  }));
}

describe('which memory is retrieved first with these weights', () => {
  const questions = SEEDS.map((s) => retrievalFirst.generate(s));

  it('is the best score of a naive Generative Agents score, on a hundred seeds', () => {
    for (const q of questions) {
      const scores = naiveScores(q.scene!.scene.config as Weights, opsOf<EpisodicOp>(q));
      const sorted = scores.slice().sort((a, b) => b.score - a.score);
      expect(q.answer, `seed ${q.seed}`).toBe(sorted[0]!.id);
      expect(sorted[0]!.score - sorted[1]!.score).toBeGreaterThanOrEqual(0.05 - 1e-9);
      for (const s of scores) {
        const r = q.data.ranked.find((x) => x.id === s.id)!;
        expect(r.score).toBeCloseTo(s.score, 9);
      }
      expectRightAnswer(retrievalFirst, q);
    }
  });

  it('names the rule each wrong answer broke: the one part the chosen memory wins on, or the sum', () => {
    const seen = new Map<string, number>();
    const names = ['recency', 'importance', 'relevance'] as const;
    const weightOf = (c: Weights, i: number) => [c.wRecency, c.wImportance, c.wRelevance][i]!;
    for (const q of questions) {
      const config = q.scene!.scene.config as Weights;
      const scores = naiveScores(config, opsOf<EpisodicOp>(q));
      for (const w of wrongAnswers(retrievalFirst, q)) {
        const c = scores.find((s) => s.id === w.id)!;
        const best = [0, 1, 2].find((i) => scores.every((s) => s.id === c.id || c.parts[i]! > s.parts[i]!));
        const expected =
          best === undefined
            ? 'retrieval-weighted-sum'
            : weightOf(config, best) === 0
              ? 'retrieval-zero-weight'
              : `retrieval-not-${names[best]}-only`;
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        tally(seen, w.rule);
      }
    }
    for (const r of Object.keys(retrievalFirst.rules)) expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});

// Written here again, not imported: the naive version must not share the engine's list.
const CONDITION_WORDS = 'si alors quand lorsque lorsqu if then when whenever unless'.split(' ');

function naiveFiled(line: string): 'fact' | 'rule' | 'nothing' {
  const trimmed = line.trim();
  if (['AUCUN', 'NONE'].includes(trimmed.toUpperCase())) return 'nothing';
  const colon = trimmed.indexOf(':');
  if (colon < 0) return 'nothing';
  const concept = trimmed.slice(0, colon).trim();
  const knowledge = trimmed.slice(colon + 1).trim();
  if (!concept || !knowledge || ['AUCUN', 'NONE'].includes(concept.toUpperCase())) return 'nothing';
  const w = words(knowledge.replace(/’/g, "'").replace(/'/g, ' '));
  const rule = w.some(
    (x, i) => CONDITION_WORDS.includes(x) || (x === 's' && (w[i + 1] === 'il' || w[i + 1] === 'ils')),
  );
  return rule ? 'rule' : 'fact';
}

describe('what reflection files', () => {
  const questions = SEEDS.map((s) => reflectionFiles.generate(s));

  it('files what a naive reading of the line gives, on a hundred seeds, facts, rules and nothing', () => {
    const answers = new Set<string>();
    for (const q of questions) {
      expect(q.answer, `seed ${q.seed}: ${q.data.line}`).toBe(naiveFiled(q.data.line));
      // The scene's take holds the line as the model's answer to reflection's second prompt.
      const take = (q.scene!.scene as { take?: { answers: { answer: string }[] } }).take!;
      expect(take.answers[1]!.answer).toBe(q.data.line);
      answers.add(q.answer);
      expectRightAnswer(reflectionFiles, q);
    }
    expect([...answers].sort()).toEqual(['fact', 'nothing', 'rule']);
  });

  it('names the rule each wrong answer broke, whole words first', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      for (const w of wrongAnswers(reflectionFiles, q)) {
        const knowledge = q.data.knowledge ?? '';
        const trap = words(knowledge).some(
          (x) => !CONDITION_WORDS.includes(x) && CONDITION_WORDS.some((c) => x.includes(c)),
        );
        const expected =
          q.answer === 'nothing' || w.id === 'nothing'
            ? 'reflection-format'
            : q.answer === 'rule'
              ? 'reflection-condition-word'
              : trap
                ? 'reflection-whole-words'
                : 'reflection-fact';
        expect(w.rule, `seed ${q.seed}, chose ${w.id}: ${q.data.line}`).toBe(expected);
        tally(seen, w.rule);
      }
    }
    for (const r of Object.keys(reflectionFiles.rules)) expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });

  it('says which word inside another word is not a condition ("aussi" holds "si")', () => {
    const q = SEEDS.map((s) => reflectionFiles.generate(s)).find((x) => x.data.line.includes('aussi'))!;
    expect(q.answer).toBe('fact');
    const v = reflectionFiles.check(q, 'rule');
    expect(v.explanation.broken!.id).toBe('reflection-whole-words');
    expect(v.explanation.broken!.detail.en).toBe(
      '"aussi" contains "si", but it is not the word "si": no condition here.',
    );
  });
});
