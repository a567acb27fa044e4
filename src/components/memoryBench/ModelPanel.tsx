import { useEffect, useRef, useState } from 'react';
import {
  BENCH_HOOKS,
  GRADING_RULES,
  takeTotals,
  withAnswer,
  type StrategyResult,
  type Take,
} from '../../engine';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import { modelPort } from '../../state/modelPort';
import { useTargetLabel } from '../../state/useTargetLabel';
import { downloadBlob } from '../kit/download';
import { missingPrompts } from './modelTake';
import { takeFileText } from '../../state/learnerFiles/benchTake';
import { learnerFileAccept, openLearnerFile } from '../../state/learnerFiles/registry';
import messages from './memoryBench.messages';
import { LoadFileButton } from '../kit/HiddenFileInput';

type T = (typeof messages)['en'];

/**
 * Answer accuracy with the user's own model. The bench lists the prompts its take lacks (one per question and
 * strategy: the context that strategy sends, then the question); this panel sends them through the connection
 * (src/model/send.ts, logged, one at a time), records each answer in the take, and measures again: the engine grades
 * the replies under the lab's rule and a second one. Without a model: the rules, and a take can be loaded.
 */
export function ModelPanel({
  t,
  lang,
  idPrefix,
  take,
  onTake,
  results,
  busy,
  maxAnswers,
  dataLabel,
  remeasure,
}: {
  t: T;
  lang: Lang;
  idPrefix: string;
  take: Take;
  onTake: (take: Take) => void;
  results: StrategyResult[] | null;
  busy: boolean;
  maxAnswers: number;
  dataLabel: string;
  remeasure: (take: Take) => Promise<StrategyResult[] | null>;
}) {
  // The model that answers: the user's server (its origin) or a model file run in this page (its name).
  const host = useTargetLabel();
  const [asking, setAsking] = useState<{ done: number; total: number } | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const n = (x: number) => formatNumber(x, lang);
  const measuredWithTake = results?.some((r) => r.answerAccuracy !== null) ?? false;
  const missing = results && measuredWithTake ? missingPrompts(results.map((r) => r.needs)) : null;
  const totals = takeTotals(take);

  const ask = async () => {
    const c = new AbortController();
    controller.current = c;
    setNote(null);
    // First the prompts: a run with the take lists what it lacks.
    let list = missing;
    let current = take;
    if (list === null) {
      const measured = await remeasure(current);
      if (!measured) return;
      list = missingPrompts(measured.map((r) => r.needs));
    }
    const room = Math.max(0, maxAnswers - current.answers.length);
    const todo = list.slice(0, room);
    const { sendChat } = await import('../../model/send');
    setAsking({ done: 0, total: todo.length });
    for (const [i, prompt] of todo.entries()) {
      if (c.signal.aborted) break;
      try {
        const r = await sendChat(modelPort(), BENCH_HOOKS.answer, [{ role: 'user', content: prompt }], {
          signal: c.signal,
          temperature: 0,
          maxTokens: 64,
        });
        current = withAnswer(current, {
          hook: BENCH_HOOKS.answer,
          prompt,
          answer: r.text,
          model: r.model,
          at: new Date().toISOString(),
          usage: r.usage,
        });
        onTake(current);
        setAsking({ done: i + 1, total: todo.length });
      } catch (err) {
        const { toShownError } = await import('../../model/shown');
        const shown = await toShownError(err);
        if (shown.kind !== 'cancelled')
          setNote({ ok: false, text: t.modelFailed(`${shown.title[lang]} ${shown.fix[lang]}`) });
        break;
      }
    }
    setAsking(null);
    controller.current = null;
    await remeasure(current);
  };

  const loadFile = async (file: File) => {
    const parsed = await openLearnerFile('bench-take', file);
    if (!parsed.ok) {
      setNote({ ok: false, text: t.modelBadFile(parsed.problem) });
      return;
    }
    onTake(parsed.value);
    setNote({ ok: true, text: t.modelLoaded(n(parsed.value.answers.length)) });
    if (results) await remeasure(parsed.value);
  };

  const toAsk =
    missing === null ? null : Math.min(missing.length, Math.max(0, maxAnswers - take.answers.length));
  return (
    <section className="mb-model" aria-labelledby={`${idPrefix}-title`} data-testid="model-accuracy">
      <h3 id={`${idPrefix}-title`}>{t.modelTitle}</h3>
      <p className="mb-help">{t.modelLead}</p>
      <h4>{t.rulesTitle}</h4>
      <p className="mb-help">{t.rulesLead}</p>
      <ul className="mb-rules">
        {GRADING_RULES.map((r) => (
          <li key={r.id}>
            <code>{r.id}</code>: {r[lang]}
          </li>
        ))}
      </ul>
      {!host && <p className="mb-notice">{t.modelNotConnected}</p>}
      {host && !asking && toAsk === 0 && <p className="mb-status">{t.modelAllAnswered}</p>}
      <div className="mb-actions">
        {host && !asking && toAsk !== 0 && (
          <button
            type="button"
            className="primary"
            disabled={busy || results === null}
            onClick={() => void ask()}
          >
            {toAsk === null
              ? t.modelAsk(n(results ? results.reduce((s, r) => s + r.questions, 0) : 0), host)
              : t.modelAskMissing(n(toAsk), host)}
          </button>
        )}
        {asking && (
          <button type="button" onClick={() => controller.current?.abort()}>
            {t.modelStop}
          </button>
        )}
        <button
          type="button"
          disabled={take.answers.length === 0}
          onClick={() =>
            downloadBlob(
              new Blob([takeFileText(take, dataLabel, dataLabel)], { type: 'application/json' }),
              'memory-bench-take.json',
            )
          }
        >
          {t.modelDownload}
        </button>
        <LoadFileButton
          label={t.modelLoad}
          disabled={busy || asking !== null}
          accept={learnerFileAccept('bench-take')}
          onFile={(f) => {
            if (f) void loadFile(f);
          }}
        />
      </div>
      {results === null && host && <p className="mb-help">{t.modelNeedsRun}</p>}
      <div aria-live="polite">
        {asking && <p className="mb-status">{t.modelAsking(n(asking.done), n(asking.total))}</p>}
        {take.answers.length > 0 && !asking && (
          <p className="mb-status">{t.modelComplete(n(totals.answers), totals.models.join(', '))}</p>
        )}
        {note && <p className={note.ok ? 'mb-status' : 'mb-error'}>{note.text}</p>}
      </div>
    </section>
  );
}
