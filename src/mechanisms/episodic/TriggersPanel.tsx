import { PanelSection } from '../ui';
import { fmt } from './format';
import { HOUR_MS } from './mechanism';
import type { EpisodicConfig } from './ops';
import type { M, Props } from './panelProps';

function Meter({ label, value, max, fired }: { label: string; value: number; max: number; fired: boolean }) {
  return (
    <li className={`epi-meter${fired ? ' is-fired' : ''}`}>
      <span>{label}</span>
      <meter min={0} max={max} value={Math.min(value, max)} aria-label={label} />
    </li>
  );
}

/** One meter per reflection trigger that is on, lit when it fired at this step. */
export function TriggersPanel({
  frame,
  config,
  m,
  lang,
}: {
  frame: Props['frame'];
  config: EpisodicConfig;
  m: M;
  lang: string;
}) {
  const s = frame.state.s;
  const fired = new Set(frame.events.flatMap((e) => (e.type === 'triggers' ? e.reasons : [])));
  // Counters as they were when the triggers were checked (before a reflection reset them).
  const checked = [...frame.events].reverse().find((e) => e.type === 'triggers');
  const c = checked && checked.type === 'triggers' ? checked.counters : s.counters;
  const lastEpisode = [...frame.events].reverse().find((e) => e.type === 'episode');
  const hoursSince = Math.round(((s.time - c.lastReflectionAt) / HOUR_MS) * 10) / 10;
  // The triggers with a threshold, each a meter of its counter against it (0: the trigger is off).
  const gauges = [
    { reason: 'actions', value: c.actionsSince, max: config.everyActions, label: m.trigActions },
    { reason: 'importance', value: c.importanceSince, max: config.importanceAbove, label: m.trigImportance },
    { reason: 'schedule', value: hoursSince, max: config.scheduleHours, label: m.trigSchedule },
  ] as const;
  const anyOn = gauges.some((g) => g.max > 0) || config.onNegative || config.noveltyBelow > 0;
  return (
    <PanelSection prefix="epi" title={m.triggers} className="epi-triggers">
      {anyOn ? null : <p className="epi-empty">{m.noTriggerOn}</p>}
      <ul className="epi-meters">
        {gauges
          .filter((g) => g.max > 0)
          .map((g) => (
            <Meter
              key={g.reason}
              label={g.label(g.value, g.max)}
              value={g.value}
              max={g.max}
              fired={fired.has(g.reason)}
            />
          ))}
        {config.onNegative ? (
          <li className={`epi-meter${fired.has('negative') ? ' is-fired' : ''}`}>
            {m.trigNegative(
              lastEpisode && lastEpisode.type === 'episode' && lastEpisode.negative ? m.yes : m.no,
            )}
          </li>
        ) : null}
        {config.noveltyBelow > 0 ? (
          <li className={`epi-meter${fired.has('novelty') ? ' is-fired' : ''}`}>
            {m.trigNovelty(
              lastEpisode && lastEpisode.type === 'episode' ? fmt(lastEpisode.closest, lang) : '—',
              fmt(config.noveltyBelow, lang),
            )}
          </li>
        ) : null}
      </ul>
    </PanelSection>
  );
}
