/**
 * Relevance over terms instead of raw words: stop words dropped, and words mapped through a small lexicon that
 * stands in for what a trained embedding model knows (that "fintech" is finance, that "clients" is "client").
 * The lab's bag of words cannot know it; the lexicon is written out so that nothing is hidden.
 */
import { BowEmbedder } from './embedder';
import { countsCosine, type WordCounts } from './bow';

export const STOP_WORDS: readonly string[] = (
  'à a au aux avec ce ces cet cette d dans de des du elle en est et il ils je l la le les leur lui ma mais me mes ' +
  'mon n ne nos notre nous on ou où par pas pour qu que qui s sa se ses son sur ta te tes ton tu un une vos votre ' +
  'vous y the of and or to in on at for with is are be it its an as by from this that'
).split(' ');
const STOP = new Set(STOP_WORDS);

/** The TaskMaster scenario's lexicon: word → term. */
export const TASKMASTER_LEXICON: Readonly<Record<string, string>> = Object.freeze({
  clients: 'client',
  cliente: 'client',
  clientes: 'client',
  fintech: 'finance',
  fintechs: 'finance',
  finances: 'finance',
  financier: 'finance',
  financiers: 'finance',
  financière: 'finance',
  financières: 'finance',
  financial: 'finance',
});

export function termCounts(text: string, lexicon: Readonly<Record<string, string>>): WordCounts {
  const counts: WordCounts = new Map();
  for (const w of BowEmbedder.tokenize(text)) {
    if (STOP.has(w)) continue;
    const t = Object.prototype.hasOwnProperty.call(lexicon, w) ? (lexicon[w] as string) : w;
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

/** Cosine of the two texts' term counts. */
export function termRelevance(
  query: string,
  text: string,
  lexicon: Readonly<Record<string, string>> = TASKMASTER_LEXICON,
): number {
  return countsCosine(termCounts(query, lexicon), termCounts(text, lexicon));
}
