/**
 * Chapter 5's kinds against small independent readings of the conversation (written here, not imported from the
 * engine): the write decision of the last turn, the city believed at a turn, the tool the agent calls first.
 */
import { believedOn, toolCall, writeDecision } from '../../../src/engine/practice/kinds/selfManaged';
import { expectRightAnswer, SEEDS, tally, wrongAnswers } from './naive';

const lower = (s: string) => s.toLowerCase().replace(/[.!]+$/, '');

/** A naive memory: favourite colours (a set) and one city, read from the sentences the kinds write. */
function naiveMemory(turns: readonly string[]) {
  const colours: string[] = [];
  let city: string | null = null;
  const events: string[] = [];
  for (const t of turns) {
    let m: RegExpExecArray | null;
    if ((m = /^I also love (\w+)\.$/.exec(t))) {
      events.push(colours.includes(lower(m[1]!)) ? 'NOOP' : 'ADD');
      colours.push(lower(m[1]!));
    } else if ((m = /^Actually my favourite colour is (\w+), not (\w+)\.$/.exec(t))) {
      events.push('UPDATE');
      colours[colours.indexOf(lower(m[2]!))] = lower(m[1]!);
    } else if ((m = /^My favourite colour is (\w+)[.!]$/.exec(t))) {
      const v = lower(m[1]!);
      if (colours.includes(v)) events.push('NOOP');
      else if (colours.length === 0) {
        events.push('ADD');
        colours.push(v);
      } else {
        events.push('UPDATE');
        colours[colours.length - 1] = v;
      }
    } else if ((m = /^I (?:live in|moved to) (\w+)\.$/.exec(t))) {
      events.push(city === null ? 'ADD' : 'UPDATE');
      city = m[1]!;
    } else if ((m = /^Actually my city is (\w+), not (\w+)\.$/.exec(t))) {
      events.push('UPDATE');
      city = m[1]!;
    } else if ((m = /^I no longer live in (\w+)\.$/.exec(t))) {
      events.push(city === m[1] ? 'DELETE' : 'NOOP');
      if (city === m[1]) city = null;
    } else if (/^The door code/.test(t)) events.push('ADD');
    else events.push('none');
  }
  return { events, city };
}

describe('which write decision', () => {
  const questions = SEEDS.map((s) => writeDecision.generate(s));
  it('is what a naive reading of the conversation gives, on a hundred seeds, all four decisions', () => {
    const seen = new Set<string>();
    for (const q of questions) {
      expect(q.answer, `seed ${q.seed}: ${q.data.turns.join(' | ')}`).toBe(
        naiveMemory(q.data.turns).events.at(-1),
      );
      seen.add(q.answer);
      expectRightAnswer(writeDecision, q);
    }
    expect([...seen].sort()).toEqual(['ADD', 'DELETE', 'NOOP', 'UPDATE']);
  });
  it('names the rule of the right decision for each wrong answer', () => {
    const rules = new Map<string, number>();
    for (const q of questions)
      for (const w of wrongAnswers(writeDecision, q)) {
        expect(w.rule).toBe(`decision-${q.answer.toLowerCase()}`);
        tally(rules, w.rule);
      }
    expect([...rules.keys()].sort()).toEqual(Object.keys(writeDecision.rules).sort());
  });
});

describe('what the agent believed on a date', () => {
  const questions = SEEDS.map((s) => believedOn.generate(s));
  it('is the city held after that turn, later corrections aside, on a hundred seeds', () => {
    let corrected = 0;
    for (const q of questions) {
      const held = naiveMemory(q.data.turns.slice(0, q.data.turn)).city;
      expect(q.answer, `seed ${q.seed}: turn ${q.data.turn} of ${q.data.turns.join(' | ')}`).toBe(
        held ?? 'nothing',
      );
      if (q.data.trueNow !== q.data.believed) corrected++;
      expectRightAnswer(believedOn, q);
      for (const w of wrongAnswers(believedOn, q)) expect(Object.keys(believedOn.rules)).toContain(w.rule);
    }
    // Some questions ask before a correction: what was believed then differs from what is known now.
    expect(corrected).toBeGreaterThan(0);
  });
});

describe('which tool the agent calls', () => {
  const questions = SEEDS.map((s) => toolCall.generate(s));
  it('follows the decision (append, replace, nothing) or the block limit (archive first), on a hundred seeds', () => {
    const seen = new Set<string>();
    for (const q of questions) {
      const turns = q.data.turns;
      const last = turns.at(-1)!;
      seen.add(q.answer);
      expectRightAnswer(toolCall, q);
      if (last.endsWith('?')) {
        expect(['archival_search', 'none']).toContain(q.answer);
        continue;
      }
      const { events } = naiveMemory(turns);
      // The block's lines before the last turn ("key: value", one per stored fact), against its limit.
      const before = q.scene!.scene.ops.length - 1;
      const event = events[before];
      const expected =
        event === 'ADD'
          ? 'memory_append'
          : event === 'UPDATE' || event === 'DELETE'
            ? 'memory_replace'
            : 'none';
      if (q.data.blockLimit < 100 && event === 'ADD') expect(q.answer).toBe('archival_insert');
      else expect(q.answer, `seed ${q.seed}: ${turns.join(' | ')}`).toBe(expected);
    }
    expect([...seen].sort()).toEqual([
      'archival_insert',
      'archival_search',
      'memory_append',
      'memory_replace',
      'none',
    ]);
  });
});
