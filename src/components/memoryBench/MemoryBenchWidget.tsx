import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_PREFILL_TOKENS_PER_SECOND,
  DEFAULT_PRICE_ID,
  emptyTake,
  MODEL_PRICES,
  PRICES_READ_ON,
  STRATEGY_HELP,
  TAKE_LIMITS,
  type StrategyResult,
  type Take,
} from '../../engine';
import type { WidgetProps } from '../../content/componentSpecs';
import { useLang, useMessages } from '../../state/useMessages';
import { formatDay, formatNumber } from '../../lib/formatNumber';
import { BenchCancelled, MemoryBenchClient, type BenchProgress } from '../../compute/memoryBench/client';
import type { BenchSource, RunOptions } from '../../compute/memoryBench/protocol';
import { DEFAULT_BREAKPOINTS, isBreakpointLayout, type BreakpointLayout } from '../../engine/cost/prices';
import { publicSubsetInfo } from '../../compute/memoryBench/publicSubset';
import { downloadBlob } from '../kit/download';
import {
  DEFAULT_PAGE_STRATEGIES,
  FORM_DEFAULTS,
  exportName,
  frontierPoints,
  generatorParams,
  generatorProblems,
  runOf,
  strategiesProblem,
  toCsv,
  toJson,
  type BenchRun,
  type CostBasis,
  type DataChoice,
  type FormProblem,
  type GeneratorForm,
  type RecallMeasure,
} from './benchView';
import { DecayChart, RecallCostChart } from './charts';
import { DecayTable, DriftTable, FiguresTable } from './tables';
import { WhichMemoryPanel } from './WhichMemoryPanel';
import { ModelPanel } from './ModelPanel';
import { kb, usd } from './format';
import messages from './memoryBench.messages';
import './memoryBench.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; progress: BenchProgress | null }
  | { kind: 'done'; ms: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * The "Memory bench" lesson widget: pick the data (the public subset, or the generator with its parameters), the
 * strategies and the price; the engine's bench runs in a worker (src/compute/memoryBench/) with a progress bar and
 * Cancel; the results are drawn (recall against cost with the frontier, the decay curve), tabulated (every figure,
 * drift), exported (CSV, JSON), and read as "which memory for which job". With the user's model connected, answer
 * accuracy under two grading rules, recorded as a take.
 */
export default function MemoryBenchWidget({ data }: WidgetProps) {
  const lang = useLang();
  const t = useMessages(messages);
  const id = useId();
  const subset = useMemo(() => publicSubsetInfo(), []);
  const [choice, setChoice] = useState<DataChoice>(data === 'public' && subset ? 'public' : 'generator');
  const [gen, setGen] = useState<GeneratorForm>(() => ({ ...FORM_DEFAULTS }));
  const [strategies, setStrategies] = useState(DEFAULT_PAGE_STRATEGIES);
  const [price, setPrice] = useState(DEFAULT_PRICE_ID);
  const [breakpoints, setBreakpoints] = useState<BreakpointLayout>(DEFAULT_BREAKPOINTS);
  const [tps, setTps] = useState(DEFAULT_PREFILL_TOKENS_PER_SECOND);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [run, setRun] = useState<BenchRun | null>(null);
  const [results, setResults] = useState<StrategyResult[] | null>(null);
  const [recall, setRecall] = useState<RecallMeasure>('evidenceRecall');
  const [cost, setCost] = useState<CostBasis>('cachedCostUsd');
  const [take, setTake] = useState<Take>(emptyTake);
  const clientRef = useRef<MemoryBenchClient | null>(null);
  // What the last run measured, so the model's answers are asked on exactly that (not on the form as edited since).
  const lastRequest = useRef<{
    source: BenchSource;
    strategies: string;
    options: RunOptions;
    meta: Omit<BenchRun, 'rows'>;
  } | null>(null);

  useEffect(() => () => clientRef.current?.dispose(), []);

  const problems: FormProblem[] = [
    ...(choice === 'generator' ? generatorProblems(gen) : []),
    ...(() => {
      const p = strategiesProblem(strategies);
      return p ? [p] : [];
    })(),
  ];
  const problemOf = (field: FormProblem['field']) => problems.find((p) => p.field === field);
  const running = status.kind === 'running';
  const priceRow = MODEL_PRICES.find((r) => r.id === price) ?? MODEL_PRICES[0]!;

  const client = () => (clientRef.current ??= new MemoryBenchClient());

  /** Runs the bench (with the take when there is one): the shared path of "Run" and of the model's answers. */
  const measure = async (
    req: NonNullable<typeof lastRequest.current>,
    withTake: Take | null,
  ): Promise<StrategyResult[] | null> => {
    setStatus({ kind: 'running', progress: null });
    const t0 = performance.now();
    try {
      const out = await client().run(
        req.source,
        req.strategies,
        { ...req.options, ...(withTake ? { take: withTake, perQuestion: true } : {}) },
        (progress) => setStatus({ kind: 'running', progress }),
      );
      setResults(out.results);
      setRun(runOf(out.results, { ...req.meta, tokensExact: out.tokensExact, name: out.name }));
      setStatus({ kind: 'done', ms: performance.now() - t0 });
      return out.results;
    } catch (e) {
      if (e instanceof BenchCancelled) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      return null;
    }
  };

  const start = () => {
    if (problems.length > 0) return;
    const source: BenchSource =
      choice === 'public' && subset
        ? { kind: 'url', url: subset.url }
        : { kind: 'generate', params: generatorParams(gen) };
    const options: RunOptions = { price, breakpoints, prefillTokensPerSecond: tps, perQuestion: false };
    const req = {
      source,
      strategies,
      options,
      meta: {
        data: choice,
        name: choice === 'public' && subset ? subset.name : 'generated',
        generator: choice === 'generator' ? generatorParams(gen) : null,
        strategies,
        price,
        prefillTokensPerSecond: tps,
        tokensExact: true,
      },
    };
    lastRequest.current = req;
    void measure(req, take.answers.length > 0 ? take : null);
  };

  const download = (kind: 'csv' | 'json') => {
    if (!run) return;
    const blob =
      kind === 'csv'
        ? new Blob([toCsv(run.rows)], { type: 'text/csv;charset=utf-8' })
        : new Blob([toJson(run)], { type: 'application/json' });
    downloadBlob(blob, exportName(run, kind));
  };

  const p = status.kind === 'running' ? status.progress : null;
  const progressValue = p && p.phase === 'run' ? p.done : 0;
  const progressMax = p && p.phase === 'run' ? p.total : 1;
  const statusText = (() => {
    switch (status.kind) {
      case 'idle':
        return run ? '' : t.notRun;
      case 'running':
        if (!p || p.phase === 'tokenizer') return t.phaseTokenizer;
        if (p.phase === 'data') return t.phaseData;
        return t.phaseRun(
          p.strategy ?? '',
          p.caseId ?? '',
          formatNumber(p.done, lang),
          formatNumber(p.total, lang),
        );
      case 'done':
        return t.done(formatNumber(status.ms / 1000, lang, 2));
      case 'cancelled':
        return t.cancelled;
      case 'failed':
        return t.failed(status.message);
    }
  })();

  const rows = run?.rows ?? [];
  const dataName =
    run?.data === 'public'
      ? t.namePublic(formatNumber(subset?.questions ?? 0, lang), formatNumber(subset?.turns ?? 0, lang))
      : run?.generator
        ? t.nameGenerator(
            formatNumber(run.generator.turns, lang),
            formatNumber(run.generator.questions, lang),
          )
        : '';
  const fieldId = (s: string) => `${id}-${s}`;
  const rangeText = (f: FormProblem | undefined) =>
    f && 'min' in f
      ? t.problemRange(formatNumber(f.min, lang), formatNumber(f.max, lang))
      : f && f.field === 'seed'
        ? t.problemRange('0', formatNumber(f.max, lang))
        : '';

  return (
    <div className="memory-bench" role="region" aria-label={t.region}>
      <p className="mb-help">{t.intro}</p>
      <form
        className="mb-form"
        aria-label={t.settings}
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <fieldset className="mb-fieldset">
          <legend>{t.data}</legend>
          <label className="mb-radio">
            <input
              type="radio"
              name={fieldId('data')}
              value="public"
              checked={choice === 'public'}
              disabled={!subset || running}
              onChange={() => setChoice('public')}
            />
            {subset
              ? t.dataPublic(formatNumber(subset.questions, lang), formatNumber(subset.turns, lang))
              : t.dataPublicMissing}
          </label>
          <label className="mb-radio">
            <input
              type="radio"
              name={fieldId('data')}
              value="generator"
              checked={choice === 'generator'}
              disabled={running}
              onChange={() => setChoice('generator')}
            />
            {t.dataGenerator}
          </label>
          {subset ? (
            <p className="mb-help">
              {t.publicNote(formatNumber(subset.questions, lang), kb(subset.bytes, lang))}
            </p>
          ) : (
            <p className="mb-notice" data-testid="public-missing">
              {t.publicMissing}
            </p>
          )}
        </fieldset>

        {choice === 'generator' && (
          <fieldset className="mb-fieldset mb-grid" disabled={running}>
            <legend>{t.generator}</legend>
            {(
              [
                ['turns', t.genTurns, gen.turns, (v: number) => setGen({ ...gen, turns: v })],
                ['questions', t.genQuestions, gen.questions, (v: number) => setGen({ ...gen, questions: v })],
                ['seed', t.genSeed, gen.seed, (v: number) => setGen({ ...gen, seed: v })],
              ] as const
            ).map(([key, label, value, set]) => {
              const problem = problemOf(key);
              return (
                <div className="mb-field" key={key}>
                  <label htmlFor={fieldId(key)}>{label}</label>
                  <input
                    id={fieldId(key)}
                    type="number"
                    inputMode="numeric"
                    value={Number.isFinite(value) ? value : ''}
                    aria-invalid={problem !== undefined}
                    aria-describedby={problem ? fieldId(`${key}-msg`) : undefined}
                    onChange={(e) => set(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                  />
                  {problem && (
                    <p id={fieldId(`${key}-msg`)} className="mb-error">
                      {rangeText(problem)}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="mb-field">
              <label htmlFor={fieldId('updates')}>{t.genUpdates}</label>
              <input
                id={fieldId('updates')}
                type="number"
                min={0}
                max={100}
                value={Number.isFinite(gen.updates) ? Math.round(gen.updates * 100) : ''}
                aria-invalid={problemOf('updates') !== undefined}
                aria-describedby={problemOf('updates') ? fieldId('updates-msg') : undefined}
                onChange={(e) =>
                  setGen({
                    ...gen,
                    updates: e.target.value === '' ? Number.NaN : Number(e.target.value) / 100,
                  })
                }
              />
              {problemOf('updates') && (
                <p id={fieldId('updates-msg')} className="mb-error">
                  {t.problemUpdates}
                </p>
              )}
            </div>
            <div className="mb-field">
              <label htmlFor={fieldId('lang')}>{t.genLang}</label>
              <select
                id={fieldId('lang')}
                value={gen.lang}
                onChange={(e) => setGen({ ...gen, lang: e.target.value === 'fr' ? 'fr' : 'en' })}
              >
                <option value="en">{t.langEn}</option>
                <option value="fr">{t.langFr}</option>
              </select>
            </div>
          </fieldset>
        )}

        <div className="mb-field mb-field--wide">
          <label htmlFor={fieldId('strategies')}>{t.strategies}</label>
          <input
            id={fieldId('strategies')}
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={strategies}
            disabled={running}
            aria-invalid={
              problemOf('strategies') !== undefined || problemOf('strategies-embed') !== undefined
            }
            aria-describedby={fieldId('strategies-help')}
            onChange={(e) => setStrategies(e.target.value)}
          />
          {(() => {
            const sp = problemOf('strategies') ?? problemOf('strategies-embed');
            if (!sp) return null;
            return (
              <p className="mb-error" role="status">
                {sp.field === 'strategies'
                  ? sp.message
                  : sp.field === 'strategies-embed'
                    ? t.problemEmbed(sp.name)
                    : ''}
              </p>
            );
          })()}
          <details id={fieldId('strategies-help')} className="mb-help">
            <summary>{t.strategiesHelp}</summary>
            <ul>
              {STRATEGY_HELP.map((h) => (
                <li key={h.form}>
                  <code>{h.form}</code>: {h[lang]}
                </li>
              ))}
            </ul>
          </details>
        </div>

        <div className="mb-grid">
          <div className="mb-field">
            <label htmlFor={fieldId('price')}>{t.price}</label>
            <select
              id={fieldId('price')}
              value={price}
              disabled={running}
              aria-describedby={fieldId('price-help')}
              onChange={(e) => setPrice(e.target.value)}
            >
              {MODEL_PRICES.map((r) => (
                <option key={r.id} value={r.id}>
                  {t.priceOption(
                    r.label,
                    r.retiresOn ? formatDay(r.retiresOn, lang) : null,
                    r.retirementNote !== undefined,
                  )}
                </option>
              ))}
            </select>
            <p id={fieldId('price-help')} className="mb-help">
              {t.priceRow(
                usd(priceRow.input, lang),
                usd(priceRow.cachedInput, lang),
                formatDay(PRICES_READ_ON, lang),
              )}
            </p>
          </div>
          <div className="mb-field">
            <label htmlFor={fieldId('breakpoints')}>{t.breakpoints}</label>
            <select
              id={fieldId('breakpoints')}
              value={breakpoints}
              disabled={running}
              aria-describedby={fieldId('breakpoints-help')}
              onChange={(e) => {
                if (isBreakpointLayout(e.target.value)) setBreakpoints(e.target.value);
              }}
            >
              <option value="end">{t.breakpointsEnd}</option>
              <option value="system">{t.breakpointsSystem}</option>
              <option value="summary">{t.breakpointsSummary}</option>
            </select>
            <p id={fieldId('breakpoints-help')} className="mb-help">
              {t.breakpointsHelp}
            </p>
          </div>
          <div className="mb-field">
            <label htmlFor={fieldId('tps')}>{t.prefill}</label>
            <input
              id={fieldId('tps')}
              type="number"
              min={1}
              value={tps}
              disabled={running}
              aria-describedby={fieldId('tps-help')}
              onChange={(e) => {
                const v = Number(e.target.value);
                if (Number.isFinite(v) && v > 0) setTps(v);
              }}
            />
            <p id={fieldId('tps-help')} className="mb-help">
              {t.prefillHelp}
            </p>
          </div>
        </div>

        <div className="mb-actions">
          <button
            type="submit"
            className="primary"
            disabled={running || problems.length > 0}
            onPointerEnter={() => client().warm()}
            onFocus={() => client().warm()}
          >
            {t.run}
          </button>
          {running && (
            <button type="button" onClick={() => clientRef.current?.cancel()}>
              {t.cancel}
            </button>
          )}
        </div>
        <div className="mb-progress">
          <progress
            aria-label={t.progressLabel}
            max={progressMax}
            value={running ? progressValue : status.kind === 'done' ? progressMax : 0}
            hidden={!running}
          />
          <p
            role="status"
            aria-live="polite"
            className={status.kind === 'failed' ? 'mb-error' : 'mb-status'}
            data-testid="bench-status"
            data-status={status.kind}
          >
            {statusText}
          </p>
        </div>
      </form>

      {run && rows.length > 0 && (
        <div className="mb-results" aria-busy={running}>
          <p className="mb-help">
            {t.measuredOn(dataName, MODEL_PRICES.find((r) => r.id === run.price)?.label ?? run.price)}{' '}
            {run.tokensExact ? '' : t.approxTokens}
          </p>
          <section aria-labelledby={fieldId('chart-title')}>
            <h3 id={fieldId('chart-title')}>{t.chartTitle}</h3>
            <div className="mb-grid mb-grid--inline">
              <div className="mb-field">
                <label htmlFor={fieldId('measure')}>{t.recallMeasure}</label>
                <select
                  id={fieldId('measure')}
                  value={recall}
                  onChange={(e) =>
                    setRecall(e.target.value === 'answerInContext' ? 'answerInContext' : 'evidenceRecall')
                  }
                >
                  <option value="evidenceRecall">{t.measureEvidence}</option>
                  <option value="answerInContext">{t.measureAnswer}</option>
                </select>
              </div>
              <div className="mb-field">
                <label htmlFor={fieldId('cost')}>{t.frontierOver}</label>
                <select
                  id={fieldId('cost')}
                  value={cost}
                  onChange={(e) => setCost(e.target.value === 'costUsd' ? 'costUsd' : 'cachedCostUsd')}
                >
                  <option value="cachedCostUsd">{t.costCached}</option>
                  <option value="costUsd">{t.costUncached}</option>
                </select>
              </div>
            </div>
            <p className="mb-help">{t.chartDescription}</p>
            <p className="mb-legend" aria-hidden="true">
              <span className="mb-dot mb-dot--hollow" /> {t.legendHollow} · <span className="mb-dot" />{' '}
              {t.legendFilled} · <span className="mb-line" /> {t.frontierName}
            </p>
            <RecallCostChart rows={rows} recall={recall} cost={cost} lang={lang} t={t} />
            <FrontierSentence rows={rows} recall={recall} cost={cost} t={t} />
          </section>

          <WhichMemoryPanel
            rows={rows}
            recall={recall}
            cost={cost}
            dataName={dataName}
            lang={lang}
            t={t}
            idPrefix={fieldId('which')}
          />

          <section aria-labelledby={fieldId('decay-title')}>
            <h3 id={fieldId('decay-title')}>{t.decayTitle}</h3>
            <p className="mb-help">{t.decayDescription}</p>
            <DecayChart rows={rows} lang={lang} t={t} />
            <DecayTable rows={rows} lang={lang} t={t} />
          </section>

          <section aria-labelledby={fieldId('drift-title')}>
            <h3 id={fieldId('drift-title')}>{t.driftTitle}</h3>
            <DriftTable rows={rows} lang={lang} t={t} />
          </section>

          <section aria-labelledby={fieldId('table-title')}>
            <h3 id={fieldId('table-title')}>{t.tableTitle}</h3>
            <p className="mb-help">{t.tableHelp}</p>
            <FiguresTable rows={rows} lang={lang} t={t} />
            <div className="mb-actions">
              <button type="button" onClick={() => download('csv')}>
                {t.exportCsv}
              </button>
              <button type="button" onClick={() => download('json')}>
                {t.exportJson}
              </button>
            </div>
          </section>
        </div>
      )}

      <ModelPanel
        t={t}
        lang={lang}
        idPrefix={fieldId('model')}
        take={take}
        onTake={setTake}
        results={results}
        busy={running}
        maxAnswers={TAKE_LIMITS.answers}
        dataLabel={run ? `${run.name} · ${run.strategies}` : ''}
        remeasure={async (next) => {
          const req = lastRequest.current;
          if (!req) return null;
          return measure(req, next);
        }}
      />
    </div>
  );
}

function FrontierSentence({
  rows,
  recall,
  cost,
  t,
}: {
  rows: BenchRun['rows'];
  recall: RecallMeasure;
  cost: CostBasis;
  t: (typeof messages)['en'];
}) {
  const names = useMemo(
    () => frontierPoints(rows, recall, cost).map((p) => p.strategy),
    [rows, recall, cost],
  );
  return (
    <p className="mb-help" data-testid="frontier">
      {t.frontierList(names.join(', '))}
    </p>
  );
}
