import { H } from './Heading';
import { useEffect, useState } from 'react';
import { hasTokenCounter, loadTokenizer } from '../../engine/tokenCounter';
import { useLang, useMessages } from '../../i18n/useMessages';
import { sentContext, unboundedContext, type Frame, type Timeline } from './timeline';
import dict from './visualizer.messages';

/** What this memory sends to the model this turn, against what an unbounded memory would send. */
export function ContextMeter({ timeline, frame }: { timeline: Timeline; frame: Frame }) {
  const t = useMessages(dict);
  const lang = useLang();
  const exact = useTokenizer();
  const sent = sentContext(timeline, frame);
  const all = unboundedContext(timeline, frame);
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US');
  const share = all.tokens === 0 ? 0 : Math.min(1, sent.tokens / all.tokens);
  const ratio = sent.tokens === 0 ? null : all.tokens / sent.tokens;
  return (
    <section className="viz-meter" aria-label={t.meter}>
      <H sub={1}>{t.meter}</H>
      <dl className="viz-meter__rows">
        <div className="viz-meter__row" data-kind="bounded">
          <dt>{t.meterBounded}</dt>
          <dd>
            <span className="viz-meter__bar" aria-hidden="true">
              <span style={{ width: `${all.tokens === 0 ? 0 : share * 100}%` }} />
            </span>
            <span className="viz-meter__numbers">
              <b data-testid="sent-tokens">
                {exact ? '' : '≈ '}
                {nf.format(sent.tokens)}
              </b>{' '}
              {exact ? t.tokens : t.tokensApprox} · {nf.format(sent.chars)} {t.chars} ·{' '}
              {nf.format(sent.messages)} {t.messages}
            </span>
          </dd>
        </div>
        <div className="viz-meter__row" data-kind="unbounded">
          <dt>{t.meterUnbounded}</dt>
          <dd>
            <span className="viz-meter__bar" aria-hidden="true">
              <span style={{ width: all.tokens === 0 ? '0%' : '100%' }} />
            </span>
            <span className="viz-meter__numbers">
              <b>
                {exact ? '' : '≈ '}
                {nf.format(all.tokens)}
              </b>{' '}
              {exact ? t.tokens : t.tokensApprox} · {nf.format(all.chars)} {t.chars} ·{' '}
              {nf.format(all.messages)} {t.messages}
            </span>
          </dd>
        </div>
      </dl>
      {ratio !== null && all.tokens > 0 && (
        <p className="viz-meter__ratio">
          {ratio > 1.0001
            ? t.ratio(ratio.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 1 }))
            : t.sameAsUnbounded}
        </p>
      )}
    </section>
  );
}

/**
 * The BPE tables weigh megabytes: they load after the visualizer is on screen, and the meter shows the
 * chars/4 proxy (marked ≈) until they arrive. Re-renders once when they do.
 */
function useTokenizer(): boolean {
  const [ready, setReady] = useState(hasTokenCounter);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTokenizer().then(
      () => live && setReady(true),
      () => undefined, // offline before the chunk was cached: the proxy stays, marked as such
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
