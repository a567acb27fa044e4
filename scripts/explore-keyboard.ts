/**
 * Random keyboard input on every page (scripts/lib/labPages.ts), as a learner mashing keys would give it: Tab and
 * Shift+Tab, Enter, Space, arrows, Home/End, Escape, Backspace, letters and digits, Ctrl+A, Ctrl+Z, with a seeded
 * generator so a run can be repeated:
 *   npx tsx scripts/explore-keyboard.ts [--keys 300] [--seed 1] [--lang en|fr] [--only <regexp of a page's hash>]
 * Each page opens in a fresh context; what is printed for each is scripts/lib/explore.ts's.
 */
import { exploreOptions, explorePages } from './lib/explore';
import { numberArg } from './lib/site';

/** Keys and their weights; `char` types one of CHARS. */
const KEYS: ReadonlyArray<readonly [string, number]> = [
  ['Tab', 30],
  ['Shift+Tab', 8],
  ['Enter', 10],
  [' ', 10],
  ['ArrowRight', 6],
  ['ArrowLeft', 6],
  ['ArrowUp', 4],
  ['ArrowDown', 4],
  ['Home', 2],
  ['End', 2],
  ['Escape', 4],
  ['PageDown', 1],
  ['Backspace', 3],
  ['Delete', 1],
  ['char', 8],
  ['Control+a', 1],
  ['Control+z', 1],
];
const TOTAL = KEYS.reduce((sum, [, weight]) => sum + weight, 0);
const CHARS = 'abcxyzk?[]0123456789-.,=éà';

function pick(next: () => number): string {
  let r = next() * TOTAL;
  for (const [key, weight] of KEYS) {
    r -= weight;
    if (r < 0) return key === 'char' ? (CHARS[Math.floor(next() * CHARS.length)] ?? 'a') : key;
  }
  return 'Tab';
}

await explorePages(exploreOptions(), numberArg('keys', 300), 'random keys', async (page, next) => {
  const key = pick(next);
  if (key.length === 1 && key !== ' ') await page.keyboard.type(key);
  else await page.keyboard.press(key);
  return key === ' ' ? 'Space' : key;
});
