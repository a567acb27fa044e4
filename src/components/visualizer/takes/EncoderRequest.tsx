/**
 * The take panel's part for a step that waits for the sentence encoder's vectors (loaded lazily: only a scene that
 * ranks by the encoder pays for it). One click loads the encoder from this site, with its progress; from then on,
 * while the page keeps it, each such step is computed at once (nothing leaves the page).
 */
import { useEffect, useId } from 'react';
import type { TakeRequest } from '../../../engine';
import { useMessages } from '../../../state/useMessages';
import { ENCODER_BYTES, loadEncoder, useEncoder } from '../../../state/encoder';
import { useFields } from '../../../state/useFields';
import { leftOutOfPackage } from '../../../scorm/launch';
import dict from './encoderRequest.messages';

export default function EncoderRequest({
  step,
  request,
  sending,
  send,
}: {
  step: number;
  request: Extract<TakeRequest, { kind: 'embed' }>;
  sending: boolean;
  send: (request: TakeRequest) => void;
}) {
  const t = useMessages(dict);
  const id = useId();
  const e = useFields(useEncoder, ['status', 'loadedBytes', 'totalBytes']);
  const key = JSON.stringify(request);
  // A SCORM package of a chapter that does not use the encoder leaves its files out (scripts/lib/scormPackage.ts).
  const notInPackage = leftOutOfPackage('encoder');
  // Loaded: the step's vectors are computed at once (the driver ignores a second send while one is under way).
  useEffect(() => {
    if (e.status === 'ready') send(request);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, e.status]);
  const text = request.texts.join('\n');
  return (
    <div className="viz-takes__request" role="group" aria-label={t.needs(step)}>
      <p className="viz-prose">
        <strong>{t.needs(step)}</strong>
      </p>
      <label htmlFor={`${id}-texts`}>{t.textsLabel}</label>
      <textarea
        id={`${id}-texts`}
        readOnly
        rows={Math.min(8, 2 + Math.ceil(text.length / 90))}
        value={text}
      />
      <div className="viz-takes__actions">
        {e.status === 'loading' ? (
          <>
            <span id={id}>{t.loading(e.loadedBytes, e.totalBytes)}</span>
            <progress aria-labelledby={id} max={e.totalBytes} value={e.loadedBytes} />
          </>
        ) : sending ? (
          <span role="status">{t.computing(request.texts.length)}</span>
        ) : notInPackage ? (
          <p className="viz-prose viz-takes__notice" role="note">
            {t.notInPackage}
          </p>
        ) : e.status === 'ready' ? (
          <button type="button" onClick={() => send(request)}>
            {t.compute}
          </button>
        ) : (
          <button type="button" onClick={() => void loadEncoder().catch(() => undefined)}>
            {t.load(ENCODER_BYTES)}
          </button>
        )}
      </div>
      {e.status === 'error' && !notInPackage ? (
        <p className="viz-prose viz-takes__notice viz-takes__notice--error" role="alert">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}
