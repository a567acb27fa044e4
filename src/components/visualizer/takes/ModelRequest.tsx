/**
 * The request a step waits for, in "Your model" mode: its exact prompt (or texts), a Send button naming the model
 * that answers (a host, or the file run in this page with its tokens per second), the answer streaming in, and a
 * failure in the page's words. Loaded lazily by the takes panel: a page in scripted mode never needs it.
 */
import { useId } from 'react';
import type { TimelineBlock } from '../../../engine';
import { describeModelError } from '../../../model/errors';
import { ModelError } from '../../../model/types';
import { usePageModel } from '../../../state/pageModel';
import type { ModelTarget } from '../../../state/modelTarget';
import { useLang, useMessages } from '../../../state/useMessages';
import dict from './takes.messages';
import { canAnswer, type useTakeDriver } from './useTakeDriver';

interface Props {
  blocked: TimelineBlock;
  target: ModelTarget | null;
  driver: ReturnType<typeof useTakeDriver>;
}

export default function ModelRequest({ blocked, target, driver }: Props) {
  const t = useMessages(dict);
  const lang = useLang();
  const pageSpeed = usePageModel((p) => (p.status === 'answering' ? p.speed?.tokensPerSecond : null));
  const label = (x: ModelTarget) => x.shortLabel[lang];
  const ids = { prompt: useId(), stream: useId() };
  return (
    <div className="viz-takes__request" role="group" aria-label={requestTitle(blocked, t)}>
      <p className="viz-prose">
        <strong>{requestTitle(blocked, t)}</strong>
      </p>
      <label htmlFor={ids.prompt}>
        {blocked.request.kind === 'chat' ? t.promptLabel(blocked.request.hook) : t.textLabel}
      </label>
      <textarea
        id={ids.prompt}
        readOnly
        rows={Math.min(8, 2 + Math.ceil(requestText(blocked).length / 90))}
        value={requestText(blocked)}
      />
      {target && canAnswer(blocked.request, target) ? (
        <div className="viz-takes__actions">
          {driver.state.status === 'sending' ? (
            <>
              <span role="status">{t.sending(label(target))}</span>
              <button type="button" onClick={driver.cancel}>
                {target.capabilities.inPage ? t.stop : t.cancel}
              </button>
              {target.capabilities.inPage && pageSpeed ? (
                <span className="viz-takes__speed" data-tokens-per-second={pageSpeed.toFixed(1)}>
                  {t.tokensPerSecond(pageSpeed.toLocaleString(lang, { maximumFractionDigits: 1 }))}
                </span>
              ) : null}
            </>
          ) : (
            <button type="button" onClick={() => void driver.send(blocked.request)}>
              {t.send(label(target))}
            </button>
          )}
          <label className="viz-takes__auto">
            <input type="checkbox" checked={driver.auto} onChange={(e) => driver.setAuto(e.target.checked)} />
            {t.sendAll}
          </label>
        </div>
      ) : (
        <p className="viz-prose">
          {target && !target.capabilities.embed && blocked.request.kind === 'embed'
            ? t.pageNoEmbeddings
            : t.connectFirst}
        </p>
      )}
      {blocked.request.kind === 'chat' && (driver.state.status === 'sending' || driver.state.text) && (
        <div className="viz-takes__stream">
          <span id={`${ids.stream}-a`}>{t.streamLabel}</span>
          <output aria-labelledby={`${ids.stream}-a`} aria-live="polite">
            {driver.state.text}
          </output>
        </div>
      )}
      {driver.state.status === 'error' && (
        <ErrorText error={driver.state.error} lang={lang} fallback={t.failed} />
      )}
    </div>
  );
}

function requestTitle(b: TimelineBlock, t: (typeof dict)['en']): string {
  return b.request.kind === 'chat' ? t.needsAnswer(b.step) : t.needsVector(b.step);
}

/** What is sent, exactly: a chat's prompt, or the texts to embed (one a line). */
function requestText(b: TimelineBlock): string {
  return b.request.kind === 'chat' ? b.request.prompt : b.request.texts.join('\n');
}

function ErrorText({ error, lang, fallback }: { error: unknown; lang: 'en' | 'fr'; fallback: string }) {
  if (error instanceof ModelError) {
    if (error.kind === 'cancelled') return null;
    const w = describeModelError(error, lang);
    return (
      <p className="viz-prose viz-takes__notice viz-takes__notice--error" role="alert">
        {w.title} {w.fix} {fallback}
      </p>
    );
  }
  return (
    <p className="viz-prose viz-takes__notice viz-takes__notice--error" role="alert">
      {fallback}
    </p>
  );
}
