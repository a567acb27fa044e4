/**
 * Chapter 6's strategy names: `compact:T:K[:B]`, `compact-recoverable:T:K[:B]`, `clear:T:N[:M]` (T: a share of the
 * context limit in percent, given to the bench as `contextLimit` / `--context-limit`). Parsed here, registered in
 * strategies.ts; replayed by compactionStrategies.ts. No import of strategies.ts (its help list spreads this one's).
 */
export type CompactionStrategySpec =
  | {
      kind: 'compact' | 'compact-recoverable';
      name: string;
      /** Percent of the context limit past which the request is compacted. */
      threshold: number;
      /** Turns kept verbatim after a compaction. */
      keep: number;
      /** Characters the summary is cut to (undefined: as many as the context limit has tokens). */
      budget?: number;
    }
  | {
      kind: 'clear';
      name: string;
      threshold: number;
      /** Tool results kept whole. */
      keep: number;
      /** Clear only when this many tokens or more go (default 0). */
      clearAtLeast: number;
    };

export const COMPACTION_STRATEGY_HELP: readonly { form: string; en: string; fr: string }[] = [
  {
    form: 'compact:T:K[:B]',
    en: 'past T% of --context-limit, the turns older than the last K become a truncation summary (B characters, default: the limit)',
    fr: 'au-delà de T % de --context-limit, les tours plus anciens que les K derniers deviennent un résumé par troncature (B caractères, par défaut : la limite)',
  },
  {
    form: 'compact-recoverable:T:K[:B]',
    en: 'the same, the compacted turns saved to a store a search tool reads back for each question',
    fr: 'la même chose, les tours compactés rangés dans un stockage qu’un outil de recherche relit pour chaque question',
  },
  {
    form: 'clear:T:N[:M]',
    en: 'past T% of --context-limit, the tool results older than the last N become a placeholder (only when M tokens or more go, default 0)',
    fr: 'au-delà de T % de --context-limit, les résultats d’outils plus anciens que les N derniers deviennent un marqueur (seulement si M jetons ou plus partent, 0 par défaut)',
  },
];

const whole = (s: string) => /^\d+$/.test(s);

/**
 * The spec for a chapter 6 name, a message saying what is wrong with it, or null when `head` is not one of them.
 */
export function parseCompactionStrategy(
  name: string,
  head: string,
  rest: readonly string[],
): CompactionStrategySpec | string | null {
  if (head !== 'compact' && head !== 'compact-recoverable' && head !== 'clear') return null;
  const form = COMPACTION_STRATEGY_HELP.find((h) => h.form.startsWith(`${head}:`))?.form as string;
  if (rest.length < 2 || rest.length > 3) return `strategy "${name}": expected the form ${form}`;
  const bad = rest.find((p) => !whole(p));
  if (bad !== undefined) return `strategy "${name}": ${bad} is not a whole number (form ${form})`;
  const [t, k, third] = rest.map(Number) as [number, number, number | undefined];
  if (t < 1 || t > 100) return `strategy "${name}": T must be a percent from 1 to 100 (got ${t})`;
  if (k < 1 || k > 10_000_000)
    return `strategy "${name}": the number kept must be from 1 to 10000000 (got ${k})`;
  if (head === 'clear') return { kind: 'clear', name, threshold: t, keep: k, clearAtLeast: third ?? 0 };
  if (third !== undefined && third < 1) return `strategy "${name}": B must be at least 1 (got ${third})`;
  return { kind: head, name, threshold: t, keep: k, ...(third !== undefined ? { budget: third } : {}) };
}
