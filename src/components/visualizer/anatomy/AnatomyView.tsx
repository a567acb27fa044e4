import { useId, useMemo, useRef } from 'react';
import {
  ANATOMY_SECTIONS,
  freeTokens,
  memoCounter,
  tokenCounter,
  type TextCounter,
} from '../../../engine/compaction/context';
import { DEFAULT_PRICE_ID, findModelPrice, MODEL_PRICES, modelPrice } from '../../../engine/cost/prices';
import type { Frame, Scene } from '../../../engine/scene';
import { approxTokens } from '../../../engine/tokens/approx';
import type { Lang } from '../../../i18n/lang';
import { pick } from '../../../i18n/defineMessages';
import type { AnyMechanism } from '../../../mechanisms/types';
import { useSettings } from '../../../state/settings';
import { Heading } from '../../../mechanisms/ui';
import dict from './anatomy.messages';
import { AnatomyChart, chartTop, HATCHED, sectionColour } from './AnatomyChart';
import { frameAnatomy, seriesAt } from './series';
import { useAnatomySeries } from './useAnatomySeries';
import { useTokenizerWhenVisible } from '../../../mechanisms/ui/useTokenizerWhenVisible';
import './anatomy.css';

const formats = new Map<Lang, { nf: Intl.NumberFormat; pf: Intl.NumberFormat }>();

/**
 * The view's number formats, built once per language: a step redraws the table, and an Intl.NumberFormat built per
 * render holds native memory the collector must finalize (it was a share of the slow steps of a 10,000-step scene).
 */
function formatsOf(lang: Lang) {
  let f = formats.get(lang);
  if (!f) {
    const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
    f = {
      nf: new Intl.NumberFormat(locale),
      pf: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
    };
    formats.set(lang, f);
  }
  return f;
}

/**
 * "Context anatomy": the request of the step shown, by section, in the chosen model's tokens against its context
 * limit (a table), and the same split over every step (a stacked chart with a marker at the step). The shell draws
 * it for every mechanism that gives `anatomy`.
 */
export function AnatomyView({
  mechanism,
  scene,
  frame,
  lang,
  sealed = false,
}: {
  mechanism: AnyMechanism;
  scene: Scene<unknown, unknown>;
  frame: Frame<unknown, unknown, unknown>;
  lang: Lang;
  /** A practice question is asked on this scene: the chart, which shows every step ahead, waits for the answer. */
  sealed?: boolean;
}) {
  const t = pick(dict, lang);
  const headingId = useId();
  const selectId = useId();
  const ref = useRef<HTMLElement>(null);
  const tokenizer = useTokenizerWhenVisible(ref);
  // One choice for every anatomy view, kept across sections and reloads (the settings store sanitizes it).
  const modelId = useSettings((s) => s.anatomyModel);
  const setModelId = useSettings((s) => s.setAnatomyModel);
  const model = findModelPrice(modelId) ?? modelPrice(DEFAULT_PRICE_ID);
  const exact = tokenizer === 'ready';
  // One remembering counter per tokenizer: the series and the table share it; real counts replace the proxy's.
  const count = useMemo<TextCounter>(
    () => memoCounter(exact ? tokenCounter(model.encoding) : approxTokens),
    [exact, model.encoding],
  );
  const { series, version } = useAnatomySeries(mechanism, scene, count);
  // Read from the series once it has counted this step (O(1)); counted from the frame before that.
  const a =
    series.computed > frame.step
      ? seriesAt(series, frame.step)
      : frameAnatomy(mechanism, frame, scene, count);
  const { nf, pf } = formatsOf(lang);
  if (!a) return null;
  const limit = model.contextTokens;
  const free = freeTokens(a, limit);
  const approx = exact ? '' : '≈ ';
  // A section too small to show at two decimals still says it is there.
  const share = (n: number) =>
    n > 0 && n / limit < 0.0001 ? `< ${pf.format(0.0001)}` : pf.format(n / limit);
  const top = chartTop(series.max, limit);
  const rows = [...ANATOMY_SECTIONS.map((s) => [s, a[s]] as const), ['free', free] as const];
  const note =
    tokenizer === 'loading'
      ? t.loadingTokenizer
      : tokenizer === 'failed'
        ? t.tokenizerFailed
        : exact
          ? null
          : t.estimated;
  return (
    <section ref={ref} className="anatomy" aria-labelledby={headingId} data-exact={exact}>
      <Heading sub={1} id={headingId} className="anatomy__title">
        {t.region}
      </Heading>
      <p className="viz-prose anatomy__intro">{t.intro}</p>
      <div className="anatomy__model">
        <label htmlFor={selectId}>{t.model}</label>
        <select id={selectId} value={modelId} onChange={(e) => setModelId(e.target.value)}>
          {MODEL_PRICES.map((p) => (
            <option key={p.id} value={p.id}>
              {t.modelOption(p.label, nf.format(p.contextTokens))}
            </option>
          ))}
        </select>
      </div>
      <div className="anatomy__body">
        <table className="anatomy__table">
          <caption>{t.caption(frame.step, model.label, model.encoding)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.section}</th>
              <th scope="col">{t.tokens}</th>
              <th scope="col">{t.share}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([s, n]) => (
              <tr key={s} data-section={s} data-empty={n === 0}>
                <th scope="row">
                  <span
                    className="anatomy__swatch"
                    data-section={s}
                    style={HATCHED.has(s) ? undefined : { background: sectionColour(s) }}
                    aria-hidden="true"
                  />
                  {t.sectionName(s)}
                </th>
                <td>
                  {n === 0 ? '' : approx}
                  {nf.format(n)}
                </td>
                <td>{share(n)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              <td>
                {approx}
                {nf.format(a.total)}
              </td>
              <td>{pf.format(a.total / limit)}</td>
            </tr>
            <tr>
              <th scope="row">{t.limit}</th>
              <td>{nf.format(limit)}</td>
              <td>{pf.format(1)}</td>
            </tr>
          </tfoot>
        </table>
        {!sealed && (
          <figure className="anatomy-chart">
            <figcaption className="anatomy-chart__title">{t.chart}</figcaption>
            <div className="anatomy-chart__frame">
              <span className="anatomy-chart__top" aria-hidden="true">
                {t.tokensAt(nf.format(Math.round(top)))}
              </span>
              <AnatomyChart
                series={series}
                version={version}
                step={frame.step}
                limit={limit}
                top={top}
                label={t.chartLabel(series.steps - 1, nf.format(series.max), series.maxStep, frame.step)}
                limitLabel={`${t.limitLine} ${nf.format(limit)}`}
              />
            </div>
            <div className="anatomy-chart__axis" aria-hidden="true">
              <span>{t.axisSteps} 0</span>
              <span>
                {t.axisSteps} {series.steps - 1}
              </span>
            </div>
            {!series.done && (
              <p role="status" className="anatomy__status">
                {t.computing(series.computed, series.steps)}
              </p>
            )}
            {series.blockedAt !== null && <p className="anatomy__status">{t.blocked(series.blockedAt)}</p>}
            {series.done && limit > top && series.max > 0 && (
              <p className="anatomy__status">
                {t.limitFar(nf.format(limit), nf.format(Math.round(limit / series.max)))}
              </p>
            )}
          </figure>
        )}
      </div>
      {note && <p className="anatomy__status">{note}</p>}
      {a.total > limit && (
        <p className="anatomy__status anatomy__over">{t.overLimit(nf.format(a.total - limit))}</p>
      )}
    </section>
  );
}
