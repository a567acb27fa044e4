import type { CSSProperties } from 'react';
import { pick } from '../../i18n/defineMessages';
import type { CompareProps } from '../types';
import type { CompactionSceneEvent, CompactionState } from './mechanism';
import type { CompactionConfig, Op } from './ops';
import dict from './compaction.messages';
import { RequestPanel } from './RequestPanel';
import { DroppedPanel } from './DroppedPanel';
import { ModelCallsPanel } from './ModelCallsPanel';
import './compaction.css';

/** The three styles side by side at the same step: each column's request and what its compaction dropped. */
export function ComparePanel({
  lang,
  columns,
}: CompareProps<CompactionConfig, CompactionState, Op, CompactionSceneEvent>) {
  const m = pick(dict, lang);
  // The model's calls are the same in every column: the three styles send it the same request (its summary).
  const first = columns[0]?.frame.state;
  return (
    <>
      <div className="cmp-compare" style={{ '--cmp-columns': columns.length } as CSSProperties}>
        {columns.map(({ variant, frame }) => (
          <section
            key={variant.id}
            className="cmp-compare__col"
            aria-label={variant.label[lang]}
            data-style={variant.config.style}
          >
            <p className="cmp-compare__title">
              <strong>{variant.label[lang]}</strong>{' '}
              <span className="cmp-muted cmp-small">
                {m.columnStats(frame.state.operations, frame.state.requests.length)}
              </span>
            </p>
            <DroppedPanel m={m} s={frame.state} title={`${m.dropped} · ${variant.label[lang]}`} />
            <RequestPanel m={m} s={frame.state} compact />
          </section>
        ))}
      </div>
      {first?.config.answers === 'model' && <ModelCallsPanel m={m} s={first} />}
    </>
  );
}
