/**
 * "Your model" retrieval: each memory's relevance to the last query by the lab's bag of words and by the cosine of
 * the embedding model's vectors, side by side ("fintech" against "secteur financier" shows the difference).
 */
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { PanelSection } from '../ui';
import { fmt } from './format';
import dict from './hooks.messages';
import type { QueryRecord } from './mechanism';
import type { Props } from './panelProps';

export function RelevanceCompare({ frame, lang }: { frame: Props['frame']; lang: Lang }) {
  const t = pick(dict, lang);
  const s = frame.state.s;
  // Every query of the scene so far that ranked by embeddings (the seed's two: "fintech", then the general one).
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
  return (
    <>
      <p className="epi-empty">{t.relevanceQuery(last.text)}</p>
      <table className="epi-relevance-table">
        <thead>
          <tr>
            <th scope="col">{t.memory}</th>
            <th scope="col">{t.bow}</th>
            <th scope="col">{t.embedding}</th>
          </tr>
        </thead>
        <tbody>
          {pair.ids.map((id, i) => (
            <tr key={id} data-retrieved={last.retrieved.includes(id)}>
              <th scope="row">
                <code>{id}</code> {clip(textOf.get(id) ?? '', 70)}
              </th>
              <td>{fmt(pair.bow[i] ?? 0, lang, 3)}</td>
              <td>{fmt(pair.embedding[i] ?? 0, lang, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
