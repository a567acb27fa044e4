import { PanelSection } from '../ui';
import { itemLine } from '../../engine/compaction/context';
import { countTokens, sceneAnatomy, type CompactionState } from './mechanism';
import { triggerOf, type M } from './caption';

const firstLine = (t: string) => {
  const line = t.split('\n')[0] ?? '';
  return line.length > 110 ? `${line.slice(0, 109)}…` : line;
};

/** The request as the model receives it: how full it is against the limit, then its summary and items in order. */
export function RequestPanel({ m, s, compact = false }: { m: M; s: CompactionState; compact?: boolean }) {
  const a = sceneAnatomy(s.context);
  const trigger = triggerOf(s);
  const planted = new Map(s.facts.map((f) => [f.itemId, f.id]));
  const sum = s.context.summary;
  const fill = m.fill(a.total, s.config.limit, trigger);
  return (
    <PanelSection prefix="cmp" title={m.request} className="cmp-request">
      <div className="cmp-meter" role="img" aria-label={fill}>
        <div
          className="cmp-meter__fill"
          data-over={a.total > trigger}
          style={{ inlineSize: `${Math.min(100, (a.total / s.config.limit) * 100)}%` }}
        />
        <div className="cmp-meter__trigger" style={{ insetInlineStart: `${s.config.threshold}%` }} />
      </div>
      <p className="cmp-muted">{fill}</p>
      {!compact && <p className="cmp-muted cmp-small">{m.tokensNote}</p>}
      {/* A scroll box: focusable, so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <ol className="cmp-items" tabIndex={0} aria-label={m.items}>
        <li className="cmp-item" data-kind="system">
          <span className="cmp-item__kind">{m.system}</span>
          <span className="cmp-muted"> {a.system + a.tools}</span>
        </li>
        {sum && (
          <li className="cmp-item" data-kind="summary" data-opaque={sum.opaque}>
            <span className="cmp-item__kind">
              {m.summaryTitle(m.styles(sum.opaque ? 'opaque' : s.config.style).toLowerCase())}
            </span>
            {s.summaryBy === 'model' && <span className="cmp-badge cmp-badge--model">{m.modelWrote}</span>}
            {sum.opaque ? (
              <p className="cmp-opaque">{m.opaqueSummary(countTokens(sum.text))}</p>
            ) : (
              <p className="cmp-summary-text">{sum.text}</p>
            )}
          </li>
        )}
        {s.context.items.map((it) => {
          const fact = planted.get(it.id);
          return (
            <li key={it.id} className="cmp-item" data-kind={it.kind} data-cleared={it.cleared === true}>
              <span className="cmp-item__kind">
                {m.itemKinds(it.kind)} <span className="cmp-muted">({it.role})</span>
              </span>{' '}
              {fact !== undefined && <span className="cmp-badge">{m.plants(fact)}</span>}
              <code className="cmp-item__text">{firstLine(it.text)}</code>
              {it.cleared ? (
                <span className="cmp-muted cmp-small"> {m.cleared}</span>
              ) : (
                it.kind === 'toolResult' && (
                  <span className="cmp-muted cmp-small">
                    {' '}
                    {m.lines(it.text.split('\n').length, countTokens(itemLine(it)))}
                  </span>
                )
              )}
            </li>
          );
        })}
        {s.context.items.length === 0 && <li className="cmp-muted">{m.emptyContext}</li>}
      </ol>
    </PanelSection>
  );
}
