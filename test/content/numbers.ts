/**
 * The numbers a lesson types in its prose, found in the MDX source: digits (`1 000`, `0,327`, `4.4`, `#13`) and
 * number words (`four`, `troisième`, `moitié`), in text, headings, lists, table cells, notes, titles and captions.
 * Not in code (fenced blocks, inline code, `<SeedCode>`, `<Output>`): code is quoted, not stated. A `<Fact>` is not
 * typed (the build writes it). A number in a link's text (an issue, a pull request) has its source right there.
 * Used by test/content/figures.test.ts, with the exemptions of src/content/facts/exempt.ts.
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Lang } from '../../src/i18n/lang';
import type { MdNode } from './mdxTree';

const processor = createProcessor({ remarkPlugins: [remarkGfm] });
const parseMdx = (source: string) => processor.parse(source) as unknown as MdNode;

export interface TypedNumber {
  /** As written: `1 000`, `0,327`, `quatre`. */
  value: string;
  start: number;
  end: number;
  line: number;
  /** Inside a link's text. */
  inLink: boolean;
}

// Thousands separated by a space (any kind) or a comma, then decimals after a point or a comma. Digits glued after a
// letter are part of a name (mem0, V8, o200k), not a figure.
const DIGITS = /(?<![\p{L}\p{N}_])\d+(?:[ ,\u00a0\u202f]\d{3}(?!\d))*(?:[.,]\d+)?/gu;

const WORDS: Record<Lang, readonly string[]> = {
  en: [
    ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen'.split(
      ' ',
    ),
    ...'eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion'.split(
      ' ',
    ),
    ...'second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'.split(' '),
    ...'twice half quarter dozen double triple'.split(' '),
  ],
  fr: [
    ...'deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt trente'.split(
      ' ',
    ),
    ...'quarante cinquante soixante cent cents mille million millions milliard milliards'.split(' '),
    ...'second seconde deuxième troisième quatrième cinquième sixième septième huitième neuvième dixième'.split(
      ' ',
    ),
    ...'onzième douzième moitié quart tiers double triple dizaine douzaine centaine'.split(' '),
  ],
};

const wordPattern = (lang: Lang) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${WORDS[lang].join('|')})(?![\\p{L}\\p{N}_])`, 'giu');

interface Range {
  start: number;
  end: number;
  inLink: boolean;
}

/** The source ranges that are prose: text nodes (outside code), and the `title` / `caption` of components. */
function proseRanges(tree: MdNode): Range[] {
  const out: Range[] = [];
  type Positioned = MdNode & { position?: { start: { offset?: number }; end: { offset?: number } } };
  const range = (n: Positioned, inLink: boolean) => {
    const start = n.position?.start.offset;
    const end = n.position?.end.offset;
    if (start !== undefined && end !== undefined) out.push({ start, end, inLink });
  };
  const visit = (node: Positioned, inLink: boolean) => {
    if (node.type === 'code' || node.type === 'inlineCode') return;
    if (node.type === 'text') return range(node, inLink);
    const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (jsx && node.name === 'Fact') return;
    if (jsx)
      for (const a of (node.attributes ?? []) as Positioned[])
        if (a.type === 'mdxJsxAttribute' && (a.name === 'title' || a.name === 'caption')) range(a, inLink);
    for (const c of node.children ?? []) visit(c as Positioned, inLink || node.type === 'link');
  };
  visit(tree, false);
  return out;
}

/** Every number typed in the prose of an MDX source, in order. */
export function typedNumbers(source: string, lang: Lang): TypedNumber[] {
  const found: TypedNumber[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  for (const r of proseRanges(parseMdx(source))) {
    const slice = source.slice(r.start, r.end);
    for (const pattern of [DIGITS, wordPattern(lang)]) {
      pattern.lastIndex = 0;
      for (const m of slice.matchAll(pattern)) {
        const start = r.start + (m.index ?? 0);
        found.push({ value: m[0], start, end: start + m[0].length, line: lineAt(start), inLink: r.inLink });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whitespace of any kind (line breaks, no-break spaces) counts as one space when a snippet is looked for. */
export function normalise(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let space = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (/[\s\u00a0\u202f]/.test(c)) {
      if (!space) {
        text += ' ';
        at.push(i);
      }
      space = true;
    } else {
      text += c;
      at.push(i);
      space = false;
    }
  }
  return { text, at };
}

/** The source ranges where `snippet` occurs (whitespace-insensitive). */
export function occurrences(source: string, snippet: string): Array<{ start: number; end: number }> {
  const hay = normalise(source);
  const needle = normalise(snippet).text.trim();
  const out: Array<{ start: number; end: number }> = [];
  if (!needle) return out;
  for (let i = hay.text.indexOf(needle); i !== -1; i = hay.text.indexOf(needle, i + 1)) {
    const start = hay.at[i] as number;
    const last = hay.at[i + needle.length - 1] as number;
    out.push({ start, end: last + 1 });
  }
  return out;
}
