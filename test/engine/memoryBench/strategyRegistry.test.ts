// The bench strategies' registry: one line a kind, each line's kind its key, each help form parsed, and each spec's
// name written back from its numbers parses to the same settings (the practice kinds build their specs that way).
import {
  parseStrategy,
  STRATEGY_HELP,
  STRATEGY_HELP_BY_KIND,
  strategySpec,
} from '../../../src/engine/memoryBench/strategies';
import { BENCH_STRATEGIES, strategyDef } from '../../../src/engine/memoryBench/strategy/registry';
import type { RegisteredKind } from '../../../src/engine/memoryBench/strategy/contract';

const KINDS = Object.keys(BENCH_STRATEGIES) as RegisteredKind[];
/** A name of the form, every optional part written: letters become numbers, the write path's design a design. */
const sample = (form: string): string =>
  form
    .replace(/[[\]]/g, '')
    .replace(/:D\b/, ':append')
    .replace(/:T\b/, ':60')
    .replace(/:[A-Z]\b/g, (_, i: number) => `:${3 + (i % 7)}`);

describe('the bench strategies’ registry', () => {
  it('has one line a kind, keyed by its own kind, with its help in the list', () => {
    for (const kind of KINDS) {
      expect(BENCH_STRATEGIES[kind].kind).toBe(kind);
      expect(STRATEGY_HELP_BY_KIND[kind].form.split(':')[0]).toBe(kind);
    }
    expect(STRATEGY_HELP.map((h) => h.form.split(':')[0])).toEqual(KINDS);
  });

  it.each(KINDS)('parses the form of %s, and its name written back parses to the same spec', (kind) => {
    const name = sample(STRATEGY_HELP_BY_KIND[kind].form);
    const spec = parseStrategy(name);
    expect(spec.kind).toBe(kind);
    const { kind: _kind, name: _name, ...settings } = spec as never as Record<string, unknown>;
    const again = strategySpec(kind, settings as never);
    expect({ ...again, name: spec.name }).toEqual(spec);
    expect(parseStrategy(strategyDef(kind).nameOf(settings as never))).toEqual(again);
  });

  it('refuses a name no line parses, listing every form', () => {
    expect(() => parseStrategy('lfu:3')).toThrow(
      `unknown strategy "lfu:3": use ${STRATEGY_HELP.map((h) => h.form).join(', ')}`,
    );
  });
});
