import type { BenchSummaryRow } from '../../engine';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import { decayRows, type PairedRow } from './benchView';
import { StrategyTable, type Column } from './strategyTable';
import { ms, pct, tokens, usd } from './format';
import messages from './memoryBench.messages';
import setMessages from './sets.messages';

type T = (typeof messages)['en'];
type TS = (typeof setMessages)['en'];

/** What a table of the bench's rows is given: the rows, the language, and the widget's and the sets' words. */
interface TableProps {
  rows: readonly BenchSummaryRow[];
  lang: Lang;
  t: T;
  ts: TS;
}

/** Every figure of every strategy, the table the charts are drawn from. */
export function FiguresTable({ rows, lang, t, ts }: TableProps) {
  const withModel = rows.some((r) => r.answerAccuracy !== null);
  type Row = BenchSummaryRow;
  const atQuestion = (head: string, of: (r: Row) => number): Column<Row> => ({
    head,
    group: t.colAtQuestion,
    cell: (r) => tokens(of(r), lang),
  });
  const columns: Column<Row>[] = [
    { head: t.colRecall, field: 'evidenceRecall', cell: (r) => pct(r.evidenceRecall, lang) },
    { head: ts.colSameBudget, field: 'sameBudgetWindowRecall', cell: (r) => sameBudget(r, lang, ts) },
    { head: t.colAnswer, field: 'answerInContext', cell: (r) => pct(r.answerInContext, lang) },
    ...(withModel
      ? [
          {
            head: t.colAccuracy,
            field: 'accuracyContains',
            cell: (r: Row) => pct(r.answerAccuracy?.contains ?? null, lang),
          },
          {
            head: t.colExact,
            field: 'accuracyExact',
            cell: (r: Row) => pct(r.answerAccuracy?.exact ?? null, lang),
          },
          {
            head: t.colF1,
            field: 'f1',
            cell: (r: Row) =>
              r.answerAccuracy?.f1 == null ? '–' : formatNumber(r.answerAccuracy.f1, lang, 2),
          },
        ]
      : []),
    { head: t.colTokens, field: 'tokensPerTurn', cell: (r) => tokens(r.tokensPerTurn, lang) },
    atQuestion(t.colSystem, (r) => r.questionTokens.system),
    atQuestion(t.colSummary, (r) => r.questionTokens.summary),
    atQuestion(t.colMemory, (r) => r.questionTokens.memory),
    atQuestion(t.colWindow, (r) => r.questionTokens.window),
    atQuestion(t.colQuestion, (r) => r.questionTokens.question),
    { head: t.colCost, field: 'costUsd', cell: (r) => usd(r.costUsd, lang) },
    { head: t.colCachedCost, field: 'cachedCostUsd', cell: (r) => usd(r.cachedCostUsd, lang) },
    { head: t.colHits, field: 'cacheHitRate', cell: (r) => pct(r.cacheHitRate, lang) },
    { head: t.colLatency, cell: (r) => ms(r.latencyMsPerTurn, lang) },
    { head: t.colCachedLatency, cell: (r) => ms(r.cachedLatencyMsPerTurn, lang) },
  ];
  return (
    <StrategyTable
      rows={rows}
      columns={columns}
      strategyHead={t.colStrategy}
      label={t.tableScroll}
      caption={t.tableCaption}
      testId="figures-table"
    />
  );
}

/** "72% (window:14)": the same-budget window's recall and size. */
const sameBudget = (r: BenchSummaryRow, lang: Lang, ts: TS) =>
  ts.sameBudgetCell(pct(r.sameBudgetWindowRecall, lang), formatNumber(r.sameBudgetWindow, lang));

/** The decay curve's figures: recall per distance bucket, and how many evidence turns each bucket holds. */
export function DecayTable({ rows, lang, t }: { rows: readonly BenchSummaryRow[]; lang: Lang; t: T }) {
  const columns = decayRows(rows).map((d): Column<BenchSummaryRow> => ({
    head: d.bucket,
    cell: (r) => {
      const b = r.recallByDistance.find((x) => x.from === d.from);
      return b && b.evidence > 0 ? (
        <>
          {pct(b.recall, lang, 0)} <span className="mb-count">({formatNumber(b.evidence, lang)})</span>
        </>
      ) : (
        t.noEvidence
      );
    },
  }));
  return (
    <StrategyTable
      rows={rows}
      columns={columns}
      strategyHead={t.colStrategy}
      label={t.decayTable}
      caption={t.decayTable}
      testId="decay-table"
      compact
    />
  );
}

/** Drift after an update: what each strategy's request held when an updated fact was asked. */
export function DriftTable({ rows, lang, t, ts }: TableProps) {
  if (!rows.some((r) => r.drift.questions > 0)) return <p className="mb-help">{t.driftNone}</p>;
  const n = (x: number) => formatNumber(x, lang);
  const columns: Column<BenchSummaryRow>[] = [
    { head: t.driftQuestions, cell: (r) => n(r.drift.questions) },
    { head: t.driftNew, field: 'new', cell: (r) => n(r.drift.new) },
    { head: t.driftOld, field: 'old', cell: (r) => n(r.drift.old) },
    { head: t.driftBoth, field: 'both', cell: (r) => n(r.drift.both) },
    { head: t.driftNeither, field: 'neither', cell: (r) => n(r.drift.neither) },
    {
      head: ts.driftStale,
      title: ts.driftStaleHelp,
      field: 'staleShare',
      cell: (r) => pct(r.staleShare, lang),
    },
  ];
  return (
    <StrategyTable
      rows={rows}
      columns={columns}
      strategyHead={t.colStrategy}
      label={t.driftTitle}
      caption={t.driftDescription}
      testId="drift-table"
      compact
    />
  );
}

/** The same questions without and with distractors (the oracle subset's cases beside public-s), by strategy. */
export function PairTable({ pairs, lang, ts }: { pairs: readonly PairedRow[]; lang: Lang; ts: TS }) {
  const num = (x: number | undefined) => (x === undefined ? '–' : tokens(x, lang));
  const columns: Column<PairedRow>[] = [
    {
      head: ts.pairRecall(ts.sideWithout),
      field: 'recallWithout',
      cell: (p) => pct(p.without?.evidenceRecall ?? null, lang),
    },
    {
      head: ts.pairRecall(ts.sideWith),
      field: 'recallWith',
      cell: (p) => pct(p.with?.evidenceRecall ?? null, lang),
    },
    {
      head: ts.pairSameBudget,
      field: 'sameBudgetWith',
      cell: (p) => (p.with ? sameBudget(p.with, lang, ts) : '–'),
    },
    { head: ts.pairTokens(ts.sideWithout), cell: (p) => num(p.without?.tokensPerTurn) },
    { head: ts.pairTokens(ts.sideWith), cell: (p) => num(p.with?.tokensPerTurn) },
  ];
  return (
    <StrategyTable
      rows={pairs}
      columns={columns}
      strategyHead={messages[lang].colStrategy}
      label={ts.pairTitle}
      caption={ts.pairCaption}
      testId="pair-table"
      compact
    />
  );
}
