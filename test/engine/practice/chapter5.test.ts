/**
 * Chapter 5's kinds against small independent readings of the conversation (written here, not imported from the
 * engine): the write decision of the last turn, the city believed at a turn, the tool the agent calls first.
 */
import { believedOn, toolCall, writeDecision } from '../../../src/engine/practice/kinds/selfManaged';
import { COLOURS } from '../../../src/engine/practice/kinds/selfManagedWords';
import { buildTimeline } from '../../../src/engine/scene';
import { selfManagedMechanism } from '../../../src/mechanisms/self-managed/mechanism';
import type { Op, SelfManagedConfig } from '../../../src/mechanisms/self-managed/ops';
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

describe('the conversations in French', () => {
  type Step = { calls: string[]; decisions: string[]; believed: string[] };
  /** Each step of a scene as the mechanism plays it: the tools called (and refused), the write path's decisions. */
  function play(scene: { config: unknown; ops: unknown }): Step[] {
    const timeline = buildTimeline(
      selfManagedMechanism,
      scene.config as SelfManagedConfig,
      scene.ops as Op[],
    );
    const steps: Step[] = [];
    for (let i = 1; i <= (scene.ops as Op[]).length; i++) {
      const f = timeline.frame(i);
      steps.push({
        calls: f.events.flatMap((e) => (e.type === 'call' ? [`${e.call.name}:${e.call.ok}`] : [])),
        decisions: f.events.flatMap((e) => (e.type === 'write' ? [e.step.decision.event] : [])),
        // What the agent holds about each thing, its values (names of cities and codes are the same words).
        believed: f.state.path.believedAt(i).map((b) => b.value.toLowerCase()),
      });
    }
    return steps;
  }

  it.each([
    ['tool-call', toolCall],
    ['write-decision', writeDecision],
    ['believed-on', believedOn],
  ] as const)('%s: a seed makes the same decisions and tool calls in both languages', (_, kind) => {
    const FRENCH = /[àâçéèêëîïôûù’«]|\b(?:le|la|est|pas)\b/;
    for (const seed of Array.from({ length: 300 }, (_, i) => i)) {
      const q = kind.generate(seed);
      const { scene, sceneFr } = q.scene!;
      expect(sceneFr, `${q.kind} #${seed}`).toBeDefined();
      expect((sceneFr!.config as SelfManagedConfig).language).toBe('fr');
      // Every sentence the learner reads is French in French, and the facts quote them.
      for (const op of sceneFr!.ops as { text: string }[]) {
        expect(op.text, `${q.kind} #${seed}`).toMatch(FRENCH);
        expect(q.facts[0]!.fr).toContain(op.text);
      }
      for (const op of scene.ops as { text: string }[]) expect(q.facts[0]!.en).toContain(op.text);
      const en = play(scene);
      const fr = play(sceneFr!);
      const colours = new Map(COLOURS.map((c) => [c.fr, c.en]));
      const asEnglish = (s: Step): Step => ({
        ...s,
        believed: s.believed.map((v) => colours.get(v.replace(/^l’/, '')) ?? v),
      });
      expect(fr.map(asEnglish), `${q.kind} #${seed}: ${q.data.turns.join(' | ')}`).toEqual(en);
    }
  });
});
