import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { useRef, type ReactNode } from 'react';
import { Heading } from '../ui';
import { useTokenizerWhenVisible, type TokenizerState } from '../ui/useTokenizerWhenVisible';
import type { AgentFrame } from './caption';
import { sentContext, unboundedContext } from './mechanism';
import dict from './agentMemory.messages';
import type { CallTokens } from './modelCalls';

/**
 * What this memory sends to the model this turn, against what an unbounded memory would send; in "your model"
 * mode, also what the scene's hooks sent to your model so far, counted by your server where it said (`calls`).
 */
export function ContextMeter({
  lang,
  frame,
  calls = null,
}: {
  lang: Lang;
  frame: AgentFrame;
  calls?: CallTokens | null;
}) {
  const t = pick(dict, lang);
  const ref = useRef<HTMLElement>(null);
  const loading = useTokenizerWhenVisible(ref);
  const sent = sentContext(frame.state);
  const all = unboundedContext(frame.state);
  // Both counts were made with whatever counter the engine had at this render: label them by that.
  const exact = sent.exact;
  // Until real counts exist, the label says why the counts are estimates.
  const estimate: Record<TokenizerState, string> = {
    waiting: t.tokensApprox,
    loading: t.tokensLoading,
    ready: t.tokensApprox,
    failed: t.tokensUnavailable,
  };
  const unit = exact ? t.tokens : estimate[loading];
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US');
  const share = all.tokens === 0 ? 0 : Math.min(1, sent.tokens / all.tokens);
  const ratio = sent.tokens === 0 ? null : all.tokens / sent.tokens;
  const counts = (c: { tokens: number; chars: number; messages: number }, testId?: string) => (
    <>
      <b data-testid={testId}>
        {exact ? '' : '≈ '}
        {nf.format(c.tokens)}
      </b>{' '}
      {unit} · {nf.format(c.chars)} {t.chars} · {nf.format(c.messages)} {t.messages}
    </>
  );
  return (
    <section ref={ref} className="viz-meter" aria-label={t.meter}>
      <Heading sub={1}>{t.meter}</Heading>
      <dl className="viz-meter__rows">
        <MeterRow
          kind="bounded"
          label={t.meterBounded}
          width={`${all.tokens === 0 ? 0 : share * 100}%`}
          numbers={counts(sent, 'sent-tokens')}
        />
        <MeterRow
          kind="unbounded"
          label={t.meterUnbounded}
          width={all.tokens === 0 ? '0%' : '100%'}
          numbers={counts(all)}
        />
      </dl>
      {ratio !== null && all.tokens > 0 && (
        <p className="viz-meter__ratio">
          {ratio > 1.0001
            ? t.ratio(ratio.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 1 }))
            : t.sameAsUnbounded}
        </p>
      )}
      {calls && calls.calls > 0 && (
        <>
          <dl className="viz-meter__rows">
            <div className="viz-meter__row" data-kind="model">
              <dt>{t.meterModel}</dt>
              <dd>
                {calls.reported > 0 && (
                  <span className="viz-meter__numbers" data-count="server">
                    {t.meterReported(
                      nf.format(calls.promptTokens),
                      nf.format(calls.completionTokens),
                      calls.reported,
                      calls.calls,
                    )}
                  </span>
                )}
                {calls.reported < calls.calls && (
                  <span className="viz-meter__numbers" data-count="lab">
                    {t.meterEstimated(
                      nf.format(calls.estimatedPromptTokens),
                      calls.calls - calls.reported,
                      calls.estimateExact,
                    )}
                  </span>
                )}
              </dd>
            </div>
          </dl>
          <p className="viz-meter__note">{t.meterModelNote}</p>
        </>
      )}
    </section>
  );
}

/** One row of the meter: what a memory sends, as a bar of the unbounded total and in figures. */
function MeterRow({
  kind,
  label,
  width,
  numbers,
}: {
  kind: string;
  label: string;
  width: string;
  numbers: ReactNode;
}) {
  return (
    <div className="viz-meter__row" data-kind={kind}>
      <dt>{label}</dt>
      <dd>
        <span className="viz-meter__bar" aria-hidden="true">
          <span style={{ width }} />
        </span>
        <span className="viz-meter__numbers">{numbers}</span>
      </dd>
    </div>
  );
}
