import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_PREFILL_TOKENS_PER_SECOND,
  DEFAULT_PRICE_ID,
  emptyTake,
  TAKE_LIMITS,
  summaryRow,
  type BenchSummaryRow,
  type StrategyResult,
  type Take,
} from '../../engine';
import type { WidgetProps } from '../../content/componentSpecs';
import { useLang, useMessages } from '../../state/useMessages';
import { formatNumber } from '../../lib/formatNumber';
import { BenchCancelled, MemoryBenchClient, type BenchProgress } from '../../compute/memoryBench/client';
import type { BenchSource, RunOptions } from '../../compute/memoryBench/protocol';
import { DEFAULT_BREAKPOINTS, type BreakpointLayout } from '../../engine/cost/prices';
import { PUBLIC_SET_NAMES, publicSetInfo, type PublicSetName } from '../../compute/memoryBench/publicSubset';
import { leftOutOfPackage } from '../../scorm/launch';
import {
  DEFAULT_PAGE_STRATEGIES,
  FORM_DEFAULTS,
  generatorParams,
  generatorProblems,
  pairRows,
  runOf,
  strategiesProblem,
  type BenchRun,
  type DataChoice,
  type FormProblem,
  type GeneratorForm,
  type PairedRow,
} from './benchView';
import { DataPanel, type PublicSets } from './DataPanel';
import { ResultsPanel } from './ResultsPanel';
import { ModelPanel } from './ModelPanel';
import { PriceFields, StrategiesField } from './SettingsFields';
import { kb } from './format';
import type { BenchPartProps } from './benchPart';
import messages from './memoryBench.messages';
import setMessages from './sets.messages';
import './memoryBench.css';

type Side = 'without' | 'with' | null;
type Status =
  | { kind: 'idle' }
  | { kind: 'running'; progress: BenchProgress | null; side: Side }
  | { kind: 'done'; ms: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

interface MeasureRequest {
  source: BenchSource;
  /** With public-s: the oracle's side, the same questions without distractors, measured first. */
  pairSource: BenchSource | null;
  strategies: string;
  options: RunOptions;
  meta: Omit<BenchRun, 'rows'>;
}

/**
 * The "Memory bench" lesson widget: pick the data (one of three public sets, or the generator with its parameters),
 * the strategies and the price; the engine's bench runs in a worker (src/compute/memoryBench/) with a progress bar and
 * Cancel; the results are drawn, tabulated, exported and read as "which memory for which job" (ResultsPanel). With
 * the user's model connected, answer accuracy under two grading rules, recorded as a take.
 */
export default function MemoryBenchWidget({ data }: WidgetProps) {
  const lang = useLang();
  const t = useMessages(messages);
  const ts = useMessages(setMessages);
  const id = useId();
  // A SCORM package of a chapter without the bench leaves the sets out: the widget then offers the generator.
  const leftOut = leftOutOfPackage('bench-data');
  const sets = useMemo(
    () =>
      Object.fromEntries(PUBLIC_SET_NAMES.map((s) => [s, leftOut ? null : publicSetInfo(s)])) as PublicSets,
    [leftOut],
  );
  const initial: DataChoice =
    typeof data === 'string' &&
    (PUBLIC_SET_NAMES as readonly string[]).includes(data) &&
    sets[data as PublicSetName]
      ? (data as PublicSetName)
      : 'generator';
  const [choice, setChoice] = useState<DataChoice>(initial);
  const [gen, setGen] = useState<GeneratorForm>(() => ({ ...FORM_DEFAULTS }));
  const [strategies, setStrategies] = useState(DEFAULT_PAGE_STRATEGIES);
  const [price, setPrice] = useState(DEFAULT_PRICE_ID);
  const [breakpoints, setBreakpoints] = useState<BreakpointLayout>(DEFAULT_BREAKPOINTS);
  const [tps, setTps] = useState(DEFAULT_PREFILL_TOKENS_PER_SECOND);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [run, setRun] = useState<BenchRun | null>(null);
  const [pairs, setPairs] = useState<PairedRow[] | null>(null);
  const [results, setResults] = useState<StrategyResult[] | null>(null);
  const [take, setTake] = useState<Take>(emptyTake);
  const clientRef = useRef<MemoryBenchClient | null>(null);
  // What the last run measured, so the model's answers are asked on exactly that (not on the form as edited since).
  const lastRequest = useRef<MeasureRequest | null>(null);

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

  const client = () => (clientRef.current ??= new MemoryBenchClient());

  /** Runs the bench (with the take when there is one): the shared path of "Run" and of the model's answers. */
  const measure = async (req: MeasureRequest, withTake: Take | null): Promise<StrategyResult[] | null> => {
    const t0 = performance.now();
    try {
      let without: BenchSummaryRow[] | null = null;
      if (req.pairSource) {
        setStatus({ kind: 'running', progress: null, side: 'without' });
        const out = await client().run(req.pairSource, req.strategies, req.options, (progress) =>
          setStatus({ kind: 'running', progress, side: 'without' }),
        );
        without = out.results.map(summaryRow);
      }
      const side: Side = req.pairSource ? 'with' : null;
      setStatus({ kind: 'running', progress: null, side });
      const out = await client().run(
        req.source,
        req.strategies,
        { ...req.options, ...(withTake ? { take: withTake, perQuestion: true } : {}) },
        (progress) => setStatus({ kind: 'running', progress, side }),
      );
      const measured = runOf(out.results, { ...req.meta, tokensExact: out.tokensExact, name: out.name });
      setResults(out.results);
      setRun(measured);
      setPairs(without ? pairRows(without, measured.rows) : null);
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
    const set = choice === 'generator' ? null : sets[choice];
    const oracle = sets.public;
    const source: BenchSource = set
      ? { kind: 'url', url: set.url, bytes: set.bytes }
      : { kind: 'generate', params: generatorParams(gen) };
    const pairSource: BenchSource | null =
      choice === 'public-s' && set && oracle
        ? { kind: 'url', url: oracle.url, bytes: oracle.bytes, cases: set.caseIds }
        : null;
    const options: RunOptions = { price, breakpoints, prefillTokensPerSecond: tps, perQuestion: false };
    const req: MeasureRequest = {
      source,
      pairSource,
      strategies,
      options,
      meta: {
        data: choice,
        name: set ? set.name : 'generated',
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

  const p = status.kind === 'running' ? status.progress : null;
  const loadingBytes = p?.phase === 'data' && p.total > 1;
  const progressValue = p && (p.phase === 'run' || loadingBytes) ? p.done : 0;
  const progressMax = p && (p.phase === 'run' || loadingBytes) ? p.total : 1;
  const statusText = (() => {
    switch (status.kind) {
      case 'idle':
        return run ? '' : t.notRun;
      case 'running': {
        const side =
          status.side === null ? '' : ts.phasePair(status.side === 'with' ? ts.sideWith : ts.sideWithout);
        if (!p || p.phase === 'tokenizer') return side + t.phaseTokenizer;
        if (p.phase === 'data')
          return side + (loadingBytes ? ts.phaseBytes(kb(p.done, lang), kb(p.total, lang)) : t.phaseData);
        return (
          side +
          t.phaseRun(
            p.strategy ?? '',
            p.caseId ?? '',
            formatNumber(p.done, lang),
            formatNumber(p.total, lang),
          )
        );
      }
      case 'done':
        return t.done(formatNumber(status.ms / 1000, lang, 2));
      case 'cancelled':
        return t.cancelled;
      case 'failed':
        return t.failed(status.message);
    }
  })();

  const rows = run?.rows ?? [];
  const measuredSet = run && run.data !== 'generator' ? sets[run.data] : null;
  const dataName =
    run && run.data !== 'generator'
      ? `${ts.nameOf(run.data)} (${formatNumber(measuredSet?.questions ?? 0, lang)} questions, ${formatNumber(measuredSet?.turns ?? 0, lang)} ${lang === 'fr' ? 'tours' : 'turns'})`
      : run?.generator
        ? t.nameGenerator(
            formatNumber(run.generator.turns, lang),
            formatNumber(run.generator.questions, lang),
          )
        : '';
  const fieldId = (s: string) => `${id}-${s}`;
  const part: BenchPartProps = { running, fieldId, lang, t };

  return (
    <div className="memory-bench surface-card" role="region" aria-label={t.region}>
      <p className="mb-help">{t.intro}</p>
      <form
        className="mb-form"
        aria-label={t.settings}
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <DataPanel
          {...part}
          choice={choice}
          onChoice={setChoice}
          gen={gen}
          onGen={setGen}
          sets={sets}
          leftOut={leftOut}
          problems={problems}
          ts={ts}
        />

        <StrategiesField
          {...part}
          value={strategies}
          onChange={setStrategies}
          problem={problemOf('strategies') ?? problemOf('strategies-embed')}
        />
        <PriceFields
          {...part}
          price={price}
          onPrice={setPrice}
          breakpoints={breakpoints}
          onBreakpoints={setBreakpoints}
          tps={tps}
          onTps={setTps}
        />
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
        <ResultsPanel {...part} run={run} pairs={pairs} dataName={dataName} ts={ts} />
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
