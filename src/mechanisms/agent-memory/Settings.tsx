import { pick } from '../../i18n/defineMessages';
import type { EvictionDestination, EvictionPolicy } from '../../engine/agentMemory';
import { NumberField } from '../ui';
import type { SettingsProps } from '../types';
import { destinationText, policyText } from './caption';
import { DESTINATION_IDS, LIMITS, POLICY_IDS, type Op, type AgentMemoryConfig } from './ops';
import dict from './agentMemory.messages';
import './agentMemory.css';

type Size = 'window' | 'pageSize' | 'summaryBudget';
const SIZE_LABEL = { window: 'windowSize', pageSize: 'pageSize', summaryBudget: 'summaryBudget' } as const;

/** Policy, destination, sizes: every change replays the same script under the new configuration. */
export function Settings({ lang, scene, actions }: SettingsProps<AgentMemoryConfig, Op>) {
  const t = pick(dict, lang);
  const { config, compare } = scene;
  const { setConfig } = actions;
  const sizeField = (size: Size) => (
    <NumberField
      lang={lang}
      label={t[SIZE_LABEL[size]]}
      value={config[size]}
      min={LIMITS[size].min}
      max={LIMITS[size].max}
      onCommit={(value) => setConfig({ [size]: value })}
    />
  );
  return (
    <div className="viz-settings" role="group" aria-label={t.settings}>
      {!compare && (
        <Segmented<EvictionPolicy>
          label={t.policy}
          options={POLICY_IDS}
          value={config.policy}
          text={(p) => policyText(t, p)}
          onChange={(policy) => setConfig({ policy })}
        />
      )}
      <Segmented<EvictionDestination>
        label={t.destination}
        options={DESTINATION_IDS}
        value={config.evictTo}
        text={(d) => destinationText(t, d)}
        onChange={(evictTo) => setConfig({ evictTo })}
      />
      {sizeField('window')}
      {config.evictTo === 'archive' && sizeField('pageSize')}
      {config.evictTo === 'summary' && sizeField('summaryBudget')}
    </div>
  );
}

interface SegmentedProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  text: (v: T) => string;
  onChange: (v: T) => void;
}

function Segmented<T extends string>({ label, options, value, text, onChange }: SegmentedProps<T>) {
  return (
    <div className="viz-segmented-field">
      <span className="viz-segmented-field__label" aria-hidden="true">
        {label}
      </span>
      <div className="segmented" role="group" aria-label={label}>
        {options.map((o) => (
          <button key={o} type="button" aria-pressed={o === value} onClick={() => onChange(o)}>
            {text(o)}
          </button>
        ))}
      </div>
    </div>
  );
}
