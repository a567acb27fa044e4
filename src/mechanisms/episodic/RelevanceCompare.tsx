/**
 * Each memory's relevance to a query, side by side: the lab's bag of words, and the cosine of the vectors the take
 * holds (your embedding model's, the sentence encoder's that runs in the page). "fintech" against "financial sector"
 * shows the difference. Which column ranked is said above the table.
 */
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { PanelSection } from '../ui';
import { fmt } from './format';
import dict from './hooks.messages';
import type { QueryRecord, RelevancePair } from './mechanism';
import type { Props } from './panelProps';

export function RelevanceCompare({ frame, lang }: { frame: Props['frame']; lang: Lang }) {
  const t = pick(dict, lang);
  const s = frame.state.s;
  // Every query of the scene so far that vectors took part in (the seed's two: "fintech", then the general one).
  const queries = s.queries.filter((q) => q.relevance !== undefined);
  if (queries.length === 0) return null;
  const textOf = new Map(s.memories.map((m) => [m.id, m.text]));
  return (
    <PanelSection prefix="epi" title={t.relevanceTitle} className="epi-relevance-compare">
      {queries.map((q, n) => (
        <QueryTable key={n} query={q} textOf={textOf} lang={lang} t={t} />
      ))}
      <p className="epi-empty">{t.relevanceNote}</p>
    </PanelSection>
  );
}

type Column = { key: 'bow' | 'model' | 'encoder'; label: string; values: number[] };

function columnsOf(pair: RelevancePair, t: (typeof dict)['en']): Column[] {
  const columns: Column[] = [{ key: 'bow', label: t.bow, values: pair.bow }];
  if (pair.model) columns.push({ key: 'model', label: t.embedding, values: pair.model });
  if (pair.encoder) columns.push({ key: 'encoder', label: t.encoder, values: pair.encoder });
  return columns;
}

function QueryTable({
  query: last,
  textOf,
  lang,
  t,
}: {
  query: QueryRecord;
  textOf: Map<string, string>;
  lang: string;
  t: (typeof dict)['en'];
}) {
  const pair = last.relevance;
  if (!pair) return null;
  const columns = columnsOf(pair, t);
  const ranked = columns.find((c) => c.key === pair.rankedBy) ?? columns[0];
  return (
    <>
      <p className="epi-empty">
        {t.relevanceQuery(last.text)} {t.rankedBy(ranked?.label ?? t.bow)}
      </p>
      <table className="epi-relevance-table" data-ranked-by={pair.rankedBy}>
        <thead>
          <tr>
            <th scope="col">{t.memory}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-column={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pair.ids.map((id, i) => (
            <tr key={id} data-id={id} data-retrieved={last.retrieved.includes(id)}>
              <th scope="row">
                <code>{id}</code> {clip(textOf.get(id) ?? '', 70)}
              </th>
              {columns.map((c) => (
                <td key={c.key} data-column={c.key}>
                  {fmt(c.values[i] ?? 0, lang, 3)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
