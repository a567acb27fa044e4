import { pick } from '../../i18n/defineMessages';
import { COMPACTION_STYLES, type CompactionStyle } from '../../engine/compaction/compact';
import { NumberField, RangeField } from '../ui';
import type { SettingsProps } from '../types';
import { COMPACTION_MODES, LIMITS, type CompactionConfig, type CompactionMode, type Op } from './ops';
import dict from './compaction.messages';
import './compaction.css';

/** Mode, style, and the parameters named as the chapter names them (T, K or N, M): each change replays the script. */
export function Settings({ lang, scene, actions }: SettingsProps<CompactionConfig, Op>) {
  const m = pick(dict, lang);
  const { config, compare } = scene;
  const { setConfig } = actions;
  const compact = config.mode === 'compact';
  return (
    <div className="cmp-settings" role="group" aria-label={m.settings}>
      <Segmented<CompactionMode>
        label={m.mode}
        options={COMPACTION_MODES}
        value={config.mode}
        text={m.modes}
        onChange={(mode) => setConfig({ mode })}
      />
      {compact && !compare && (
        <Segmented<CompactionStyle>
          label={m.style}
          options={COMPACTION_STYLES}
          value={config.style}
          text={m.styles}
          onChange={(style) => setConfig({ style })}
        />
      )}
      <RangeField
        className="cmp-slider"
        label={m.threshold}
        value={config.threshold}
        min={LIMITS.threshold.min}
        max={LIMITS.threshold.max}
        step={5}
        onChange={(threshold) => setConfig({ threshold })}
      />
      <RangeField
        className="cmp-slider"
        label={compact ? m.keepK : m.keepN}
        value={config.keep}
        min={LIMITS.keep.min}
        max={compact ? 30 : 10}
        step={1}
        onChange={(keep) => setConfig({ keep })}
      />
      {!compact && (
        <RangeField
          className="cmp-slider"
          label={m.clearAtLeast}
          value={config.clearAtLeast}
          min={0}
          max={3000}
          step={100}
          onChange={(clearAtLeast) => setConfig({ clearAtLeast })}
        />
      )}
      <NumberField
        lang={lang}
        label={m.limit}
        value={config.limit}
        min={Math.max(LIMITS.limit.min, config.reserved + 1)}
        max={LIMITS.limit.max}
        onCommit={(limit) => setConfig({ limit })}
      />
    </div>
  );
}

function Segmented<T extends string>(p: {
  label: string;
  options: readonly T[];
  value: T;
  text: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <div className="cmp-segmented">
      <span aria-hidden="true">{p.label}</span>
      <div className="segmented" role="group" aria-label={p.label}>
        {p.options.map((o) => (
          <button key={o} type="button" aria-pressed={o === p.value} onClick={() => p.onChange(o)}>
            {p.text(o)}
          </button>
        ))}
      </div>
    </div>
  );
}
