/**
 * Chapter 1's hooks in "your model" mode: the summary prompt, shown and editable (a changed prompt is a new
 * prompt: the take is asked again for it). Saved in the configuration, so a permalink carries it.
 */
import { POLICY_ORDER } from '../../engine/agentMemory';
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { useId, useState } from 'react';
import type { SettingsProps } from '../types';
import { DEFAULT_SUMMARY_PROMPT, POIGNANCY_PROMPT } from './hooks';
import { LIMITS, type Op, type SceneConfig } from './ops';
import dict from './hooks.messages';

export function HookSettings({ lang, scene, actions }: SettingsProps<SceneConfig, Op>) {
  const t = pick(dict, lang);
  const saved = scene.config.summaryPrompt ?? DEFAULT_SUMMARY_PROMPT;
  const rating = POLICY_ORDER[scene.config.policy].byImportance ? (
    <figure className="viz-takes__hook">
      <figcaption className="viz-prose">{t.poignancyCite}</figcaption>
      <blockquote>
        <pre className="viz-takes__quote">{POIGNANCY_PROMPT}</pre>
      </blockquote>
    </figure>
  ) : null;
  if (scene.config.evictTo !== 'summary') return rating;
  return (
    <>
      {rating}
      {/* Keyed by the saved prompt: a prompt set elsewhere (a link, Default prompt) restarts the draft. */}
      <SummaryPrompt key={saved} lang={lang} saved={saved} setConfig={actions.setConfig} />
    </>
  );
}

function SummaryPrompt({
  lang,
  saved,
  setConfig,
}: {
  lang: Lang;
  saved: string;
  setConfig: SettingsProps<SceneConfig, Op>['actions']['setConfig'];
}) {
  const t = pick(dict, lang);
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const problem =
    draft.trim() === '' ? t.emptyPrompt : draft.length > LIMITS.prompt ? t.longPrompt(LIMITS.prompt) : null;
  return (
    <div className="viz-takes__hook">
      <label htmlFor={id}>{t.summaryPrompt}</label>
      <textarea
        id={id}
        rows={4}
        value={draft}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-help`}
        onChange={(e) => setDraft(e.target.value)}
      />
      <p id={`${id}-help`} className="viz-prose viz-takes__note" role={problem ? 'alert' : undefined}>
        {problem ?? t.summaryHelp}
      </p>
      <div className="viz-takes__actions">
        <button
          type="button"
          disabled={problem !== null || draft === saved}
          onClick={() => setConfig({ summaryPrompt: draft })}
        >
          {t.applyPrompt}
        </button>
        <button
          type="button"
          disabled={saved === DEFAULT_SUMMARY_PROMPT}
          onClick={() => setConfig({ summaryPrompt: DEFAULT_SUMMARY_PROMPT })}
        >
          {t.resetPrompt}
        </button>
      </div>
    </div>
  );
}
