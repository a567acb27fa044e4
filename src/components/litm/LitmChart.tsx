import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { LitmPoint } from '../../engine/index';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import { useMessages } from '../../state/useMessages';
import m from './litm.messages';

/** Accuracy by position: a bar chart (decorative for screen readers) and the same figures as a table. */
export function LitmChart({ points }: { points: LitmPoint[] }) {
  const t = useMessages(m);
  const rows = points.map((p) => ({
    position: p.position,
    accuracy: p.accuracy === null ? null : Math.round(p.accuracy * 100),
  }));
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <>
      <figure className="litm-chart" aria-label={t.chartLabel}>
        <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={rows}
              margin={{ top: 10, right: 20, bottom: 20, left: 0 }}
              accessibilityLayer={false}
              tabIndex={-1}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              <XAxis
                dataKey="position"
                stroke="var(--muted)"
                label={{ value: t.position, position: 'insideBottom', offset: -10, fill: 'var(--muted)' }}
              />
              <YAxis domain={[0, 100]} unit="%" stroke="var(--muted)" />
              <Bar dataKey="accuracy" fill="var(--accent)" isAnimationActive={!reduced} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <table className="litm-table">
        <caption>{t.tableCaption}</caption>
        <ColumnHeads labels={[t.position, t.correct, t.answered, t.accuracy]} />
        <tbody>
          {points.map((p) => (
            <tr key={p.position} data-position={p.position}>
              <th scope="row">{p.position}</th>
              <td>{p.correct}</td>
              <td>{p.answered}</td>
              <td>{p.accuracy === null ? t.notAnswered : `${Math.round(p.accuracy * 100)} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
