/**
 * Chapter 6's scenes in French and in English: the generator draws the same numbers in both languages, so each preset
 * plants the same facts on the same items; the words differ, and with them the scene's token counts (a proxy of one
 * token per four characters). What the lesson's figures rest on, the steps that compact or clear and the fate of
 * every planted fact, is checked to be the same; where token counts differ, by how much is asserted too.
 */
import { buildTimeline, validateScript } from '../../../src/engine/scene';
import { compactionMechanism as M, factStatuses } from '../../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../../src/mechanisms/compaction/presets';
import type { CompactionConfig, Op } from '../../../src/mechanisms/compaction/ops';

type Name = keyof typeof PRESETS;

function run(config: CompactionConfig, ops: Op[]) {
  const tl = buildTimeline(M, config, ops);
  const frames = Array.from({ length: ops.length + 1 }, (_, i) => tl.frame(i));
  return {
    operations: frames.flatMap((f) =>
      f.events.some((e) => e.type === 'compaction' || e.type === 'clearing') ? [f.step] : [],
    ),
    // Where every planted fact is at every step.
    fates: frames.map((f) =>
      factStatuses(f.state)
        .map((x) => `${x.fact.id}:${x.status}`)
        .join(' '),
    ),
    tokens: frames.map((f) => f.state.requests.at(-1)?.tokens ?? 0),
  };
}

const fr = (name: Name) => {
  const v = (PRESETS[name] as { inLanguage?: { fr?: { config: CompactionConfig; ops: Op[] } } }).inLanguage
    ?.fr;
  if (!v) throw new Error(`${name} has no French scene`);
  return v;
};

const shape = (op: Op) => ({ op: op.op, fact: 'fact' in op && op.fact ? op.fact.id : undefined });

describe('chapter 6 in French', () => {
  for (const name of Object.keys(PRESETS) as Name[]) {
    it(`${name}: the French scene plants the same facts and compacts at the same steps`, () => {
      const en = PRESETS[name];
      const f = fr(name);
      expect(validateScript(M, f.ops).ok).toBe(true);
      expect(f.config).toEqual(en.config);
      // Same operations, the same facts on the same items.
      expect(f.ops.map(shape)).toEqual(en.ops.map(shape));
      // In French: the tools' words (a search, a test run) are French.
      const texts = f.ops.map((o) => ('text' in o ? o.text : '')).join('\n');
      expect(texts).toMatch(/en échec|résultats pour|astreinte/);
      expect(texts).not.toMatch(/ matches for | tests in .*failed|on-call contact/);
      for (const style of ['lossy', 'recoverable', 'opaque'] as const) {
        const a = run({ ...en.config, style }, en.ops);
        const b = run({ ...f.config, style }, f.ops);
        expect(b.operations, style).toEqual(a.operations);
        expect(b.operations.length).toBeGreaterThan(0);
        // Every planted fact is in the same place (context, storage, unauditable, gone) at every step.
        expect(b.fates).toEqual(a.fates);
        // The requests' sizes differ by the words only: within 15% at every step.
        b.tokens.forEach((n, i) =>
          expect(Math.abs(n - a.tokens[i]!), `step ${i}`).toBeLessThanOrEqual(0.15 * a.tokens[i]! + 1),
        );
      }
    });
  }
});
