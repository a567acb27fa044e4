import type { BenchSummaryRow } from '../../engine';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import { decayRows, type PairedRow } from './benchView';
import { strategyColor } from './charts';
import { ms, pct, tokens, usd } from './format';
import messages from './memoryBench.messages';
import setMessages from './sets.messages';

type T = (typeof messages)['en'];
type TS = (typeof setMessages)['en'];

function Swatch({ i }: { i: number }) {
  return <span className="mb-swatch" style={{ background: strategyColor(i) }} aria-hidden="true" />;
}

/** Every figure of every strategy, the table the charts are drawn from. */
export function FiguresTable({
  rows,
  lang,
  t,
  ts,
}: {
  rows: readonly BenchSummaryRow[];
  lang: Lang;
  t: T;
  ts: TS;
}) {
  const withModel = rows.some((r) => r.answerAccuracy !== null);
  return (
    <div className="mb-table-wrap" role="region" aria-label={t.tableScroll} tabIndex={0}>
      <table className="mb-table" data-testid="figures-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t.colStrategy}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colRecall}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {ts.colSameBudget}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colAnswer}
            </th>
            {withModel && (
              <>
                <th scope="col" rowSpan={2} className="num">
                  {t.colAccuracy}
                </th>
                <th scope="col" rowSpan={2} className="num">
                  {t.colExact}
                </th>
                <th scope="col" rowSpan={2} className="num">
                  {t.colF1}
                </th>
              </>
            )}
            <th scope="col" rowSpan={2} className="num">
              {t.colTokens}
            </th>
            <th scope="colgroup" colSpan={5}>
              {t.colAtQuestion}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colCost}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colCachedCost}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colHits}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colLatency}
            </th>
            <th scope="col" rowSpan={2} className="num">
              {t.colCachedLatency}
            </th>
          </tr>
          <tr>
            <th scope="col" className="num">
              {t.colSystem}
            </th>
            <th scope="col" className="num">
              {t.colSummary}
            </th>
            <th scope="col" className="num">
              {t.colMemory}
            </th>
            <th scope="col" className="num">
              {t.colWindow}
            </th>
            <th scope="col" className="num">
              {t.colQuestion}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.strategy} data-strategy={r.strategy}>
              <th scope="row">
                <Swatch i={i} /> <code>{r.strategy}</code>
              </th>
              <td className="num" data-field="evidenceRecall">
                {pct(r.evidenceRecall, lang)}
              </td>
              <td className="num" data-field="sameBudgetWindowRecall">
                {ts.sameBudgetCell(
                  pct(r.sameBudgetWindowRecall, lang),
                  formatNumber(r.sameBudgetWindow, lang),
                )}
              </td>
              <td className="num" data-field="answerInContext">
                {pct(r.answerInContext, lang)}
              </td>
              {withModel && (
                <>
                  <td className="num" data-field="accuracyContains">
                    {pct(r.answerAccuracy?.contains ?? null, lang)}
                  </td>
                  <td className="num" data-field="accuracyExact">
                    {pct(r.answerAccuracy?.exact ?? null, lang)}
                  </td>
                  <td className="num" data-field="f1">
                    {r.answerAccuracy?.f1 == null ? '–' : formatNumber(r.answerAccuracy.f1, lang, 2)}
                  </td>
                </>
              )}
              <td className="num" data-field="tokensPerTurn">
                {tokens(r.tokensPerTurn, lang)}
              </td>
              <td className="num">{tokens(r.questionTokens.system, lang)}</td>
              <td className="num">{tokens(r.questionTokens.summary, lang)}</td>
              <td className="num">{tokens(r.questionTokens.memory, lang)}</td>
              <td className="num">{tokens(r.questionTokens.window, lang)}</td>
              <td className="num">{tokens(r.questionTokens.question, lang)}</td>
              <td className="num" data-field="costUsd">
                {usd(r.costUsd, lang)}
              </td>
              <td className="num" data-field="cachedCostUsd">
                {usd(r.cachedCostUsd, lang)}
              </td>
              <td className="num" data-field="cacheHitRate">
                {pct(r.cacheHitRate, lang)}
              </td>
              <td className="num">{ms(r.latencyMsPerTurn, lang)}</td>
              <td className="num">{ms(r.cachedLatencyMsPerTurn, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The decay curve's figures: recall per distance bucket, and how many evidence turns each bucket holds. */
export function DecayTable({ rows, lang, t }: { rows: readonly BenchSummaryRow[]; lang: Lang; t: T }) {
  const data = decayRows(rows);
  return (
    <div className="mb-table-wrap" role="region" aria-label={t.decayTable} tabIndex={0}>
      <table className="mb-table mb-table--compact" data-testid="decay-table">
        <caption>{t.decayTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colStrategy}</th>
            {data.map((d) => (
              <th scope="col" className="num" key={d.bucket}>
                {d.bucket}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.strategy} data-strategy={r.strategy}>
              <th scope="row">
                <Swatch i={i} /> <code>{r.strategy}</code>
              </th>
              {data.map((d) => {
                const b = r.recallByDistance.find((x) => x.from === d.from);
                return (
                  <td className="num" key={d.bucket}>
                    {b && b.evidence > 0 ? (
                      <>
                        {pct(b.recall, lang, 0)}{' '}
                        <span className="mb-count">({formatNumber(b.evidence, lang)})</span>
                      </>
                    ) : (
                      t.noEvidence
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Drift after an update: what each strategy's request held when an updated fact was asked. */
export function DriftTable({
  rows,
  lang,
  t,
  ts,
}: {
  rows: readonly BenchSummaryRow[];
  lang: Lang;
  t: T;
  ts: TS;
}) {
  if (!rows.some((r) => r.drift.questions > 0)) return <p className="mb-help">{t.driftNone}</p>;
  const n = (x: number) => formatNumber(x, lang);
  return (
    <div className="mb-table-wrap" role="region" aria-label={t.driftTitle} tabIndex={0}>
      <table className="mb-table mb-table--compact" data-testid="drift-table">
        <caption>{t.driftDescription}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colStrategy}</th>
            <th scope="col" className="num">
              {t.driftQuestions}
            </th>
            <th scope="col" className="num">
              {t.driftNew}
            </th>
            <th scope="col" className="num">
              {t.driftOld}
            </th>
            <th scope="col" className="num">
              {t.driftBoth}
            </th>
            <th scope="col" className="num">
              {t.driftNeither}
            </th>
            <th scope="col" className="num" title={ts.driftStaleHelp}>
              {ts.driftStale}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.strategy} data-strategy={r.strategy}>
              <th scope="row">
                <Swatch i={i} /> <code>{r.strategy}</code>
              </th>
              <td className="num">{n(r.drift.questions)}</td>
              <td className="num" data-field="new">
                {n(r.drift.new)}
              </td>
              <td className="num" data-field="old">
                {n(r.drift.old)}
              </td>
              <td className="num" data-field="both">
                {n(r.drift.both)}
              </td>
              <td className="num" data-field="neither">
                {n(r.drift.neither)}
              </td>
              <td className="num" data-field="staleShare">
                {pct(r.staleShare, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same questions without and with distractors (the oracle subset's cases beside public-s), by strategy. */
export function PairTable({ pairs, lang, ts }: { pairs: readonly PairedRow[]; lang: Lang; ts: TS }) {
  const num = (x: number | undefined) => (x === undefined ? '–' : tokens(x, lang));
  return (
    <div className="mb-table-wrap" role="region" aria-label={ts.pairTitle} tabIndex={0}>
      <table className="mb-table mb-table--compact" data-testid="pair-table">
        <caption>{ts.pairCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{colStrategyOf(lang)}</th>
            <th scope="col" className="num">
              {ts.pairRecall(ts.sideWithout)}
            </th>
            <th scope="col" className="num">
              {ts.pairRecall(ts.sideWith)}
            </th>
            <th scope="col" className="num">
              {ts.pairSameBudget}
            </th>
            <th scope="col" className="num">
              {ts.pairTokens(ts.sideWithout)}
            </th>
            <th scope="col" className="num">
              {ts.pairTokens(ts.sideWith)}
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((p, i) => (
            <tr key={p.strategy} data-strategy={p.strategy}>
              <th scope="row">
                <Swatch i={i} /> <code>{p.strategy}</code>
              </th>
              <td className="num" data-field="recallWithout">
                {pct(p.without?.evidenceRecall ?? null, lang)}
              </td>
              <td className="num" data-field="recallWith">
                {pct(p.with?.evidenceRecall ?? null, lang)}
              </td>
              <td className="num" data-field="sameBudgetWith">
                {p.with
                  ? ts.sameBudgetCell(
                      pct(p.with.sameBudgetWindowRecall, lang),
                      formatNumber(p.with.sameBudgetWindow, lang),
                    )
                  : '–'}
              </td>
              <td className="num">{num(p.without?.tokensPerTurn)}</td>
              <td className="num">{num(p.with?.tokensPerTurn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const colStrategyOf = (lang: Lang) => messages[lang].colStrategy;
