import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import { SERIES, type SeriesKey } from '../../compute/costLab/params';
import type messages from './costLab.messages';

/** The cost lab charts' tooltip: the turn, then each memory shown with its figure (`value` says which figure). */
export function SeriesTooltip({
  turn,
  hidden,
  value,
  lang,
  t,
}: {
  turn: number;
  hidden: readonly SeriesKey[];
  value: (k: SeriesKey) => ReactNode;
  lang: Lang;
  t: (typeof messages)['en'];
}) {
  return (
    <div className="cl-tooltip">
      <p className="cl-tooltip__turn">{t.tooltipTurn(formatNumber(turn, lang))}</p>
      <ul>
        {SERIES.filter((k) => !hidden.includes(k)).map((k) => (
          <li key={k}>
            <span className={`cl-swatch cl-swatch--${k}`} aria-hidden="true" />
            <span className="cl-tooltip__name">{t[k]}</span>
            <span className="cl-tooltip__value">{value(k)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
