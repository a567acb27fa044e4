import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import { SERIES, type SeriesKey } from '../../compute/costLab/params';
import type messages from './costLab.messages';

/**
 * The cost lab charts' tooltip: the turn, then each memory shown with its figure (`value` says which figure), for
 * the row under the pointer (`shown`: recharts' tooltip props); nothing when none is.
 */
export function SeriesTooltip<Row extends { turn: number }>({
  shown,
  hidden,
  value,
  lang,
  t,
}: {
  shown: { active?: boolean; payload?: readonly { payload?: unknown }[] };
  hidden: readonly SeriesKey[];
  value: (row: Row, k: SeriesKey) => ReactNode;
  lang: Lang;
  t: (typeof messages)['en'];
}) {
  const row = shown.payload?.[0]?.payload as Row | undefined;
  if (!shown.active || !row) return null;
  return (
    <div className="cl-tooltip">
      <p className="cl-tooltip__turn">{t.tooltipTurn(formatNumber(row.turn, lang))}</p>
      <ul>
        {SERIES.filter((k) => !hidden.includes(k)).map((k) => (
          <li key={k}>
            <span className={`cl-swatch cl-swatch--${k}`} aria-hidden="true" />
            <span className="cl-tooltip__name">{t[k]}</span>
            <span className="cl-tooltip__value">{value(row, k)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
