/**
 * Chapter 1's figures computed from the engine. The caching facts set the seed's cost ratios beside the same ratios
 * billed with prompt caching (cost/caching.ts `seedRatiosWithCaching`, the dated price table cost/prices.ts).
 */
import { seedRatiosWithCaching } from '../../engine/cost/caching';
import { modelPrice } from '../../engine/cost/prices';
import { claim, defineFacts, once } from './define';
import { count, percent, text, times } from './format';

const mini = once(() => seedRatiosWithCaching('gpt-4o-mini'));
const sonnet = once(() => seedRatiosWithCaching('claude-sonnet-4.5'));
const at = (rows: ReturnType<typeof mini>, turns: number) => {
  const r = rows.find((x) => x.turns === turns);
  if (!r) throw new Error(`no seed profile of ${turns} turns`);
  return r;
};
const label = (id: string) => text({ en: modelPrice(id).label, fr: modelPrice(id).label });

export default defineFacts('chapter1', {
  'caching.seedWindow1000': () => times(at(mini(), 1000).seedWindowed),
  'caching.seedWindow100': () => times(at(mini(), 100).seedWindowed),
  'caching.exactWindow1000': () => times(at(mini(), 1000).windowed),
  'caching.miniModel': () => label('gpt-4o-mini'),
  'caching.sonnetModel': () => label('claude-sonnet-4.5'),
  'caching.miniShare': () =>
    percent(modelPrice('gpt-4o-mini').cachedInput / modelPrice('gpt-4o-mini').input, 0),
  'caching.sonnetShare': () =>
    percent(modelPrice('claude-sonnet-4.5').cachedInput / modelPrice('claude-sonnet-4.5').input, 0),
  'caching.miniWindow1000': () => {
    const r = at(mini(), 1000);
    claim(
      r.cachedWindowed < r.windowed / 1.5,
      "with caching the window's saving over unbounded memory shrinks",
    );
    return times(r.cachedWindowed);
  },
  'caching.miniWindow100': () => times(at(mini(), 100).cachedWindowed),
  'caching.miniPaged1000': () => times(at(mini(), 1000).cachedPaged),
  'caching.sonnetWindow1000': () => times(at(sonnet(), 1000).cachedWindowed),
  'caching.sonnetPaged1000': () => times(at(sonnet(), 1000).cachedPaged),
  'caching.unboundedHits1000': () => percent(at(mini(), 1000).hitRate.unbounded),
  'caching.windowHits1000': () => {
    const r = at(mini(), 1000);
    claim(r.hitRate.windowed === 0 && r.hitRate.paged === 0, 'the seed’s window and pages are never cached');
    return percent(r.hitRate.windowed, 0);
  },
  'caching.minTokens': () => count(modelPrice('gpt-4o-mini').minCachedTokens),
});
