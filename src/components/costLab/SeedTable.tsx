import type { Lang } from '../../i18n/lang';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import { formatNumber, formatRatio } from '../../lib/formatNumber';
import type { SeedRow, Totals } from '../../compute/costLab/computeLab';
import { SERIES } from '../../compute/costLab/params';
import messages from './costLab.messages';

type T = (typeof messages)['en'];

function ratio(t: Totals, k: keyof Totals): number | null {
  return k === 'unbounded' ? null : t.unbounded / t[k];
}

/** The seed's printed table, recomputed by the engine: notebook model beside the exact model. */
export function SeedTable({ rows, lang, t }: { rows: SeedRow[] | null; lang: Lang; t: T }) {
  return (
    <section className="cl-seed" aria-labelledby="cl-seed-title">
      <h3 id="cl-seed-title">{t.seedTableTitle}</h3>
      <div className="cl-table-wrap">
        <table className="cl-table">
          <caption>{t.seedTableCaption}</caption>
          <ColumnHeads
            labels={[t.colTurns, t.colMemory, t.colNotebook, t.colRatio, t.colExact, t.colRatio]}
            figuresFrom={2}
          />
          <tbody>
            {(rows ?? []).map((row) =>
              SERIES.map((k, i) => {
                const rn = ratio(row.notebook, k);
                const re = ratio(row.exact, k);
                return (
                  <tr key={`${row.turns}-${k}`} className={i === 0 ? 'cl-table__group' : undefined}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={SERIES.length}>
                        {formatNumber(row.turns, lang)}
                      </th>
                    )}
                    <th scope="row">
                      <span className={`cl-swatch cl-swatch--${k}`} aria-hidden="true" /> {t[k]}
                    </th>
                    <td className="num" data-testid={`seed-notebook-${row.turns}-${k}`}>
                      {formatNumber(row.notebook[k], lang)}
                    </td>
                    <td className="num">{rn === null ? '' : formatRatio(rn, lang)}</td>
                    <td className="num" data-testid={`seed-exact-${row.turns}-${k}`}>
                      {formatNumber(row.exact[k], lang)}
                    </td>
                    <td className="num">{re === null ? '' : formatRatio(re, lang)}</td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
