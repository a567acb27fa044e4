import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { askModel, failureWords } from '../../state/askModel';
import {
  LITM_HOOK,
  LITM_LIMITS,
  litmScores,
  litmTrial,
  litmTrials,
  spreadPositions,
  takeTotals,
  withAnswer,
  emptyTake,
  type LitmPlan,
} from '../../engine/index';
import { useLang, useMessages } from '../../state/useMessages';
import type { ShownError } from '../../state/modelConnection';
import { useTargetLabel } from '../../state/useTargetLabel';
import { downloadBlob } from '../kit/download';
import { LitmChart } from './LitmChart';
import {
  defaultRuns,
  loadStoredRuns,
  runsFromParam,
  runsToParam,
  storeRuns,
  type LitmRuns,
} from '../../state/litmRuns';
import { formatHash, type PageProps } from '../../router/route';
import m from './litm.messages';
import './litm.css';
import { LoadFileButton } from '../kit/HiddenFileInput';
import { learnerFileAccept, openLearnerFile } from '../../state/learnerFiles/registry';

/**
 * The lost-in-the-middle experiment. Without a model it explains the set-up and shows the exact prompts; the
 * chart shows only answers from the take (sent now through the user's connection, or loaded from a file).
 */
export default function LostInTheMiddlePage({ route }: PageProps) {
  const t = useMessages(m);
  const lang = useLang();
  const id = useId();
  // The server's origin, or the model file run in this page: what the Run button names.
  const host = useTargetLabel();
  // A link's runs first (validated; a bad link says why and shows what this device kept).
  const [fromLink] = useState(() => {
    const param = route.query.get('runs');
    return param === null ? null : runsFromParam(param);
  });
  const [runs, setRuns] = useState<LitmRuns>(
    () => (fromLink?.ok ? fromLink.value : null) ?? loadStoredRuns() ?? defaultRuns(lang),
  );
  const [previewK, setPreviewK] = useState(0);
  const [live, setLive] = useState<{ index: number; total: number; position: number; text: string } | null>(
    null,
  );
  const [error, setError] = useState<ShownError | null>(null);
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string } | null>(() =>
    fromLink === null
      ? null
      : fromLink.ok
        ? { ok: true, text: t.linkLoaded(fromLink.value.take.answers.length) }
        : { ok: false, text: t.badLink(fromLink.why) },
  );
  const controller = useRef<AbortController | null>(null);

  const plan = runs.plan;
  // Runs opened from a link are not written over what this device kept until the user runs, loads or edits.
  const [persist, setPersist] = useState(fromLink?.ok !== true);
  useEffect(() => {
    if (persist) storeRuns(runs);
  }, [runs, persist]);
  useEffect(() => () => controller.current?.abort(), []);

  const trials = useMemo(() => litmTrials(plan), [plan]);
  const answered = useMemo(
    () => new Set(runs.take.answers.filter((a) => a.hook === LITM_HOOK).map((a) => a.prompt)),
    [runs.take],
  );
  const missing = trials.filter((tr) => !answered.has(tr.prompt));
  const points = useMemo(() => litmScores(plan, runs.take), [plan, runs.take]);
  const anyAnswer = points.some((p) => p.answered > 0);
  const k = plan.positions.includes(previewK) ? previewK : (plan.positions[0] ?? 0);
  const preview = litmTrial(plan, k, 0);
  const models = [...new Set(runs.take.answers.map((a) => a.model))].join(', ');
  const totals = takeTotals(runs.take);

  const setPlan = (patch: Partial<{ n: number; count: number; runs: number }>) => {
    const n = patch.n ?? plan.n;
    const count = patch.count ?? plan.positions.length;
    const next: LitmPlan = {
      n,
      positions: spreadPositions(n, count),
      runs: patch.runs ?? plan.runs,
      lang: plan.lang,
    };
    setPersist(true);
    setRuns((r) => ({ ...r, plan: next }));
  };

  const runAll = async () => {
    const c = new AbortController();
    controller.current = c;
    setError(null);
    setPersist(true);
    const todo = missing;
    for (const [i, trial] of todo.entries()) {
      if (c.signal.aborted) break;
      setLive({ index: i + 1, total: todo.length, position: trial.position, text: '' });
      try {
        const r = await askModel(LITM_HOOK, trial.messages, {
          signal: c.signal,
          temperature: 0,
          maxTokens: 32,
          onDelta: (text) => setLive((l) => (l ? { ...l, text } : l)),
        });
        const at = new Date().toISOString();
        setRuns((prev) => ({
          ...prev,
          take: withAnswer(prev.take, {
            hook: LITM_HOOK,
            prompt: trial.prompt,
            answer: r.text,
            model: r.model,
            at,
            usage: r.usage,
          }),
        }));
      } catch (err) {
        const shown = await failureWords(err);
        if (shown.kind !== 'cancelled') setError(shown);
        break;
      }
    }
    setLive(null);
    controller.current = null;
  };

  const loadFile = async (file: File) => {
    const parsed = await openLearnerFile('litm-runs', file);
    if (!parsed.ok) {
      setFileNote({ ok: false, text: t.badFile(parsed.problem) });
      return;
    }
    setPersist(true);
    setRuns(parsed.value);
    setFileNote({ ok: true, text: t.loaded(parsed.value.take.answers.length) });
  };

  const running = live !== null;
  return (
    <article className="litm-page">
      <h1>{t.title}</h1>
      <p>{t.lead}</p>

      <section aria-labelledby={`${id}-setup`}>
        <h2 id={`${id}-setup`}>{t.setupTitle}</h2>
        <p>{t.setup(plan.n, plan.positions.length, plan.runs)}</p>
        <div className="litm-form">
          <label>
            {t.messages}
            <input
              type="number"
              min={LITM_LIMITS.minN}
              max={60}
              step={2}
              value={plan.n}
              disabled={running}
              onChange={(e) => {
                const v = Number(e.target.value);
                if (Number.isInteger(v) && v % 2 === 0 && v >= LITM_LIMITS.minN && v <= 60) setPlan({ n: v });
              }}
            />
          </label>
          <label>
            {t.positions}
            <input
              type="number"
              min={1}
              max={Math.min(LITM_LIMITS.maxPositions, plan.n / 2)}
              value={plan.positions.length}
              disabled={running}
              onChange={(e) => {
                const v = Number(e.target.value);
                if (Number.isInteger(v) && v >= 1 && v <= Math.min(LITM_LIMITS.maxPositions, plan.n / 2))
                  setPlan({ count: v });
              }}
            />
          </label>
          <label>
            {t.runs}
            <input
              type="number"
              min={1}
              max={LITM_LIMITS.maxRuns}
              value={plan.runs}
              disabled={running}
              onChange={(e) => {
                const v = Number(e.target.value);
                if (Number.isInteger(v) && v >= 1 && v <= LITM_LIMITS.maxRuns) setPlan({ runs: v });
              }}
            />
          </label>
        </div>
      </section>

      <section aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t.previewTitle}</h2>
        <div className="litm-form">
          <label>
            {t.previewPosition}
            <select value={k} onChange={(e) => setPreviewK(Number(e.target.value))}>
              {plan.positions.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p>{t.previewNote(k)}</p>
        <ol className="litm-preview" start={0} tabIndex={0} aria-label={t.previewTitle}>
          {preview.messages.map((msg, i) => (
            <li key={i} data-fact={i === k}>
              <span className="litm-role">[{msg.role}]</span>
              {msg.content}
              {i === k ? <strong> ({t.fact})</strong> : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={`${id}-run`}>
        <h2 id={`${id}-run`}>{t.resultsTitle}</h2>
        {host ? null : <p className="litm-notice">{t.noModel}</p>}
        <p>{t.progress(trials.length - missing.length, trials.length)}</p>
        <div className="litm-actions">
          {host && missing.length > 0 && !running ? (
            <button type="button" className="primary" onClick={() => void runAll()}>
              {t.run(missing.length, host)}
            </button>
          ) : null}
          {host && missing.length === 0 ? <span>{t.allDone}</span> : null}
          {running ? (
            <button type="button" onClick={() => controller.current?.abort()}>
              {t.stop}
            </button>
          ) : null}
        </div>
        <div aria-live="polite">
          {live ? (
            <>
              <p>{t.sending(live.index, live.total, live.position)}</p>
              <pre className="litm-stream" data-litm-stream>
                {live.text}
              </pre>
            </>
          ) : null}
          {error ? (
            <p className="litm-error" role="alert">
              {t.failed} {error.title[lang]} {error.fix[lang]}
            </p>
          ) : null}
        </div>
        {anyAnswer ? <LitmChart points={points} /> : <p>{t.noResults}</p>}
      </section>

      <section aria-labelledby={`${id}-take`}>
        <h2 id={`${id}-take`}>{t.takeTitle}</h2>
        <p>{t.takeNote}</p>
        <p>
          {t.answersOf(runs.take.answers.length)}
          {models ? ` · ${t.modelOf(models)}` : ''}
          {totals.totalTokens > 0 ? ` · ${totals.totalTokens} tokens` : ''}
        </p>
        <div className="litm-actions">
          <button
            type="button"
            disabled={runs.take.answers.length === 0}
            onClick={() =>
              downloadBlob(
                new Blob([JSON.stringify(runs, null, 2)], { type: 'application/json' }),
                'lost-in-the-middle.json',
              )
            }
          >
            {t.download}
          </button>
          <LoadFileButton
            label={t.load}
            disabled={running}
            accept={learnerFileAccept('litm-runs')}
            onFile={(file) => {
              if (file) void loadFile(file);
            }}
          />
          <button
            type="button"
            disabled={running || runs.take.answers.length === 0}
            onClick={() => {
              setPersist(true);
              setRuns((r) => ({ ...r, take: emptyTake() }));
            }}
          >
            {t.newTake}
          </button>
        </div>
        {runs.take.answers.length > 0 ? (
          <label className="litm-link">
            {t.link}
            <input
              readOnly
              value={`${location.origin}${location.pathname}${formatHash(lang, ['lost-in-the-middle'], { runs: runsToParam(runs) })}`}
              onFocus={(e) => e.target.select()}
            />
          </label>
        ) : null}
        {fileNote ? (
          <p role={fileNote.ok ? 'status' : 'alert'} className={fileNote.ok ? undefined : 'litm-error'}>
            {fileNote.text}
          </p>
        ) : null}
      </section>
    </article>
  );
}
