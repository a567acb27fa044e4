/**
 * TaskMaster's answer to each query of the source's scenario: the exact prompt (the source's third
 * `llm_client.generate`, filled with what retrieval found) and what the scripted model or yours answered.
 */
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { PanelSection } from '../ui';
import dict from './hooks.messages';
import type { Props } from './panelProps';

export function FinalAnswers({ lang, frame, model }: { lang: Lang; frame: Props['frame']; model: boolean }) {
  const t = pick(dict, lang);
  const queries = frame.state.s.queries.filter((q) => q.final !== undefined);
  if (queries.length === 0) return null;
  return (
    <PanelSection prefix="epi" title={t.finalTitle} className="epi-final">
      {queries.map((q, i) => (
        <div key={i} className="epi-exchange" data-role="final">
          <p className="epi-final-query">
            <strong>{t.finalQuery(q.text)}</strong>
          </p>
          <details>
            <summary>{t.finalPrompt(q.text)}</summary>
            {/* Scrollable when long: focusable, so the keyboard can scroll it. */}
            <pre className="epi-prompt" tabIndex={0} role="region" aria-label={t.finalPrompt(q.text)}>
              {q.final?.prompt}
            </pre>
          </details>
          <p className="epi-final-label">{model ? t.finalModel : t.finalScripted}</p>
          <pre className="epi-answer" data-role="final-answer">
            {q.final?.answer}
          </pre>
        </div>
      ))}
    </PanelSection>
  );
}
