/**
 * No figure typed into a lesson can drift from the engine: every number a lesson types in its prose (digits or
 * words, test/content/numbers.ts) is either a `<Fact>` (computed at build time) or listed, with the reason, in
 * src/content/facts/exempt.ts (a name with digits, a figure of the source or from outside the lab, the lesson
 * counting its own parts, an example, a reading of an output block). A new typed number fails here, in either
 * language, naming its file, line and context; so does an exemption that no longer matches anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXEMPT, EXEMPT_EVERYWHERE, type Exemption } from '../../src/content/facts/exempt';
import { factIds, factText } from '../../src/content/facts/index';
import { LANGS, type Lang } from '../../src/i18n/lang';
import { ROOT } from './mdxTree';
import { normalise, occurrences, typedNumbers, type TypedNumber } from './numbers';

/** Every lesson section, by its key `chapterN/slug`. */
const SECTIONS = readdirSync(join(ROOT, 'src/content'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^chapter\d+$/.test(d.name))
  .flatMap((d) =>
    readdirSync(join(ROOT, 'src/content', d.name))
      .filter((f) => f.endsWith('.fr.mdx'))
      .map((f) => `${d.name}/${f.replace(/\.fr\.mdx$/, '')}`),
  )
  .sort();

const source = (key: string, lang: Lang) =>
  readFileSync(join(ROOT, 'src/content', `${key}.${lang}.mdx`), 'utf8');

/** The source ranges an exemption covers: each snippet's occurrences (`[…]` stands for any text in between). */
function covered(text: string, snippet: string): Array<{ start: number; end: number }> {
  const parts = snippet.split('[…]').map((p) => p.trim());
  if (parts.length === 1) return occurrences(text, snippet);
  const out: Array<{ start: number; end: number }> = [];
  for (const first of occurrences(text, parts[0] as string)) {
    let end = first.end;
    let ok = true;
    for (const part of parts.slice(1)) {
      // The next part, after the previous one, in the same paragraph (no blank line in between).
      const next = occurrences(text, part).find((o) => o.start >= end);
      if (!next || /\n\s*\n/.test(text.slice(end, next.start))) {
        ok = false;
        break;
      }
      end = next.end;
    }
    if (ok) out.push({ start: first.start, end });
  }
  return out;
}

function uncovered(key: string, lang: Lang): TypedNumber[] {
  const text = source(key, lang);
  const ranges = [
    ...(EXEMPT[key] ?? []).flatMap((e) => e[lang].flatMap((s) => covered(text, s))),
    ...EXEMPT_EVERYWHERE.flatMap((e) =>
      [...text.matchAll(new RegExp(e.pattern.source, `${e.pattern.flags.replace('g', '')}g`))].map((m) => ({
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      })),
    ),
  ];
  return typedNumbers(text, lang).filter(
    (n) => !n.inLink && !ranges.some((r) => r.start <= n.start && n.end <= r.end),
  );
}

const describeNumber = (key: string, lang: Lang, n: TypedNumber) => {
  const text = source(key, lang);
  const around = normalise(text.slice(Math.max(0, n.start - 50), n.end + 30)).text;
  return `src/content/${key}.${lang}.mdx:${n.line} "${n.value}" in …${around}…`;
};

describe('every number a lesson types is a fact or exempt, with its reason', () => {
  it('finds the lessons of chapters 1 to 4', () => {
    for (const c of ['chapter1', 'chapter2', 'chapter3', 'chapter4'])
      expect(SECTIONS.filter((k) => k.startsWith(`${c}/`)).length).toBeGreaterThan(5);
  });

  for (const key of SECTIONS)
    for (const lang of LANGS)
      it(`${key}.${lang}: no typed figure outside the facts and the exemptions`, () => {
        const left = uncovered(key, lang).map((n) => describeNumber(key, lang, n));
        // Make each one a <Fact id="…" /> (src/content/facts/), or list it in src/content/facts/exempt.ts.
        expect(left).toEqual([]);
      });
});

describe('the exemptions (src/content/facts/exempt.ts)', () => {
  it('name sections that exist', () => {
    for (const key of Object.keys(EXEMPT)) expect(SECTIONS, key).toContain(key);
  });

  for (const [key, list] of Object.entries(EXEMPT))
    it(`${key}: each snippet is found in its file and covers a number; outside figures say where from`, () => {
      // Each language's file is read and its numbers found once (parsing a long section takes seconds when loaded).
      const files = new Map(
        LANGS.map((lang) => {
          const text = source(key, lang);
          return [lang, { text, numbers: typedNumbers(text, lang) }] as const;
        }),
      );
      for (const e of list as readonly Exemption[]) {
        if (e.why === 'outside') expect(e.ref, `${key}: an outside figure needs its ref`).toMatch(/\S/);
        for (const lang of LANGS) {
          const { text, numbers } = files.get(lang)!;
          for (const snippet of e[lang]) {
            const found = covered(text, snippet);
            expect(found.length, `${key}.${lang}: snippet not found (stale?): ${snippet}`).toBeGreaterThan(0);
            const holds = found.some((r) => numbers.some((n) => r.start <= n.start && n.end <= r.end));
            expect(holds, `${key}.${lang}: snippet covers no typed number: ${snippet}`).toBe(true);
          }
          // A typed copy of a fact must read as the fact does, in one of the snippets.
          for (const id of e.equals ?? []) {
            const fact = factText(id, lang).text.replace(/[\u00a0\u202f]/g, ' ');
            const held = e[lang].some((snippet) => normalise(snippet).text.includes(fact));
            expect(held, `${key}.${lang}: no snippet holds ${id} as the fact reads ("${fact}")`).toBe(true);
          }
        }
        for (const id of e.equals ?? []) expect(factIds()).toContain(id);
      }
    });

  it('the patterns that hold everywhere each match somewhere', () => {
    for (const e of EXEMPT_EVERYWHERE) {
      const used = SECTIONS.some((key) => LANGS.some((lang) => e.pattern.test(source(key, lang))));
      expect(used, String(e.pattern)).toBe(true);
    }
  });
});

describe('the number finder', () => {
  it('finds digits and number words in prose, not in code, links or facts', () => {
    const mdx = [
      'Il y a 1 000 tours, 0,327 de pertinence et quatre jours ; la troisième réflexion.',
      '',
      '`decay = 0.995` et <Fact id="chapter3.triggers.days" /> jours, voir [#372](https://example.org/372).',
      '',
      '```text',
      '42',
      '```',
      '',
      '<Note tone="info" title="Deux précisions">',
      '',
      'Cinq.',
      '',
      '</Note>',
    ].join('\n');
    const found = typedNumbers(mdx, 'fr');
    expect(found.filter((n) => !n.inLink).map((n) => n.value)).toEqual([
      '1 000',
      '0,327',
      'quatre',
      'troisième',
      'Deux',
      'Cinq',
    ]);
    expect(found.filter((n) => n.inLink).map((n) => n.value)).toEqual(['372']);
    expect(typedNumbers('Four days, 1,397,690 characters and ×4.4.', 'en').map((n) => n.value)).toEqual([
      'Four',
      '1,397,690',
      '4.4',
    ]);
  });

  it('matches a snippet across line breaks and no-break spaces, and `[…]` across a paragraph only', () => {
    const text = 'Sur 7 messages\navec une fenêtre\u00a0de 3.\n\nEt 4 autres.';
    expect(occurrences(text, 'Sur 7 messages avec une fenêtre de 3')).toHaveLength(1);
    expect(covered(text, 'Sur 7 [Ellipsis] de 3'.replace('[Ellipsis]', '[…]'))).toHaveLength(1);
    expect(covered(text, 'Sur 7 […] Et 4')).toHaveLength(0);
  });
});
