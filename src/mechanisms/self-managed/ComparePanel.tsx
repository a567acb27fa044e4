import { pick } from '../../i18n/defineMessages';
import type { CompareProps } from '../types';
import { HistoryPanel } from './HistoryPanel';
import type { SelfManagedEvent, SelfManagedState } from './mechanism';
import type { Op, SelfManagedConfig } from './ops';
import dict from './selfManaged.messages';
import './selfManaged.css';

/** The same conversation written by the three designs, side by side at the same step: each one's memory history. */
export function ComparePanel({
  lang,
  columns,
}: CompareProps<SelfManagedConfig, SelfManagedState, Op, SelfManagedEvent>) {
  const m = pick(dict, lang);
  return (
    <div className="sm-compare">
      <div className="sm-compare-columns">
        {columns.map(({ variant, frame }) => (
          <div
            key={variant.id}
            role="group"
            aria-label={variant.label[lang]}
            data-design={variant.id}
            className="sm-compare-column"
          >
            <p className="sm-compare-title">
              <strong>{variant.label[lang]}</strong>
            </p>
            <HistoryPanel m={m} path={frame.state.path} now={frame.step} />
          </div>
        ))}
      </div>
    </div>
  );
}
