/**
 * Chapter 4's caching figures that do not need the bench: the dated price table (shares, minimums, lifetimes,
 * retirement dates) and a worked example of where to put Anthropic's breakpoints (cost/caching.ts
 * `equalMessageRequests`, priced by `priceRequests`). Kept apart from chapter4.ts, which runs the bench.
 */
import { equalMessageRequests, priceRequests, type BreakpointLayout } from '../../engine/cost/caching';
import { modelPrice, PRICES_CHECKED_ON, type ModelPrice } from '../../engine/cost/prices';
import { claim, defineFacts, once } from './define';
import { count, date, dollars, percent, text, type Fact } from './format';

const SONNET = 'claude-sonnet-4.5';
/** The worked example: an agent whose instructions and tools fill a long system prompt, and a rolling window. */
const EXAMPLE = {
  turns: 100,
  messageTokens: 200,
  window: 10,
  systemTokens: 2000,
  smallSystemTokens: 500,
} as const;

function billOf(system: number, breakpoints: BreakpointLayout, window: number | null = EXAMPLE.window) {
  const r = equalMessageRequests({
    turns: EXAMPLE.turns,
    messageTokens: EXAMPLE.messageTokens,
    systemTokens: system,
    breakpoints,
    ...(window === null ? {} : { window }),
  });
  return priceRequests(r.tokens, r.prefix, modelPrice(SONNET), [0], { marked: r.marked });
}
const layouts = once(() => ({
  end: billOf(EXAMPLE.systemTokens, 'end'),
  system: billOf(EXAMPLE.systemTokens, 'system'),
  unbounded: billOf(EXAMPLE.systemTokens, 'end', null),
  smallEnd: billOf(EXAMPLE.smallSystemTokens, 'end'),
  smallSystem: billOf(EXAMPLE.smallSystemTokens, 'system'),
}));

const label = (id: string) => text({ en: modelPrice(id).label, fr: modelPrice(id).label });
const share = (p: ModelPrice) => percent(p.cachedInput / p.input, 0);
const day = (iso: string) => date(Date.parse(`${iso}T00:00:00Z`));
const retiresOn = (id: string): Fact => {
  const on = modelPrice(id).retiresOn;
  if (on === undefined) throw new Error(`${id} has no announced retirement date`);
  claim(on > PRICES_CHECKED_ON, `${id} is still served on the day the table was checked`);
  return day(on);
};

export default defineFacts('chapter4', {
  'caching.checkedOn': () => day(PRICES_CHECKED_ON),
  'caching.gpt4o.label': () => label('gpt-4o'),
  'caching.gpt4o.cachedShare': () => share(modelPrice('gpt-4o')),
  'caching.gpt41.label': () => label('gpt-4.1'),
  'caching.gpt41.cachedShare': () => share(modelPrice('gpt-4.1')),
  'caching.gpt5mini.label': () => label('gpt-5-mini'),
  'caching.gpt5mini.cachedShare': () => share(modelPrice('gpt-5-mini')),
  'caching.gpt5mini.retiresOn': () => retiresOn('gpt-5-mini'),
  'caching.gpt4oMini.retiresOn': () => {
    for (const id of ['gpt-4o', 'gpt-4.1'])
      claim(
        modelPrice(id).retiresOn === modelPrice('gpt-4o-mini').retiresOn,
        `${id} retires with gpt-4o-mini`,
      );
    return retiresOn('gpt-4o-mini');
  },
  'caching.openai.step': () => count(modelPrice('gpt-4o-mini').cacheStep),
  'caching.openai.ttlMinutes': () => count(modelPrice('gpt-4o-mini').cacheTtlSeconds / 60),
  'caching.sonnet.minTokens': () => count(modelPrice(SONNET).minCachedTokens),
  'caching.sonnet.ttlMinutes': () => count(modelPrice(SONNET).cacheTtlSeconds / 60),
  'caching.sonnet.write1hShare': () => {
    const p = modelPrice(SONNET);
    return percent((p.cacheWrite1h ?? p.input) / p.input, 0);
  },
  'caching.haiku.label': () => label('claude-haiku-4.5'),
  'caching.haiku.minTokens': () => count(modelPrice('claude-haiku-4.5').minCachedTokens),
  'caching.deepseek.label': () => label('deepseek-flash'),
  'caching.deepseek.cachedShare': () => share(modelPrice('deepseek-flash')),

  // Where to put the breakpoints: the worked example at Claude Sonnet 4.5.
  'caching.layout.turns': () => count(EXAMPLE.turns),
  'caching.layout.messageTokens': () => count(EXAMPLE.messageTokens),
  'caching.layout.window': () => count(EXAMPLE.window),
  'caching.layout.systemTokens': () => count(EXAMPLE.systemTokens),
  'caching.layout.smallSystemTokens': () => {
    const { smallEnd, smallSystem } = layouts();
    claim(
      EXAMPLE.smallSystemTokens + EXAMPLE.window * EXAMPLE.messageTokens >=
        modelPrice(SONNET).minCachedTokens && EXAMPLE.smallSystemTokens < modelPrice(SONNET).minCachedTokens,
      'with the small system prompt the requests reach the minimum but the system prompt alone does not',
    );
    claim(
      smallSystem.cachedCostUsd === smallEnd.cachedCostUsd && smallEnd.cachedCostUsd > smallEnd.costUsd,
      'a breakpoint after a system prompt under the minimum changes nothing, and the window pays for writes',
    );
    return count(EXAMPLE.smallSystemTokens);
  },
  'caching.layout.plain': () => dollars(layouts().end.costUsd),
  'caching.layout.end': () => dollars(layouts().end.cachedCostUsd),
  'caching.layout.system': () => dollars(layouts().system.cachedCostUsd),
  'caching.layout.unbounded': () => dollars(layouts().unbounded.cachedCostUsd),
  'caching.layout.unboundedPlain': () => dollars(layouts().unbounded.costUsd),
  'caching.layout.endExtra': () => {
    const { end } = layouts();
    claim(
      end.cachedCostUsd > end.costUsd,
      'with one marker at the end, a shifting window costs more with caching',
    );
    return percent(end.cachedCostUsd / end.costUsd - 1, 0);
  },
  'caching.layout.systemSaving': () => {
    const { end, system } = layouts();
    claim(
      system.cachedCostUsd < end.costUsd,
      'a breakpoint after the system prompt makes the window cheaper',
    );
    return percent(1 - system.cachedCostUsd / system.costUsd, 0);
  },
});
