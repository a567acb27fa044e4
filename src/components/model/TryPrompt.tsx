import { useEffect, useId, useRef, useState } from 'react';
import { askModel, failureWords } from '../../state/askModel';
import { useLang, useMessages } from '../../state/useMessages';
import type { ShownError } from '../../state/modelConnection';
import { useTargetLabel } from '../../state/useTargetLabel';
import m from './tryPrompt.messages';

/**
 * One prompt typed by the user, sent on a click that names the host, its answer shown as it streams in.
 * The answer element carries `data-update-ms`: how long after a piece's arrival the page showed it (measured
 * from the client's callback to the effect after React's commit), read by scripts/measure-model.ts.
 */
export function TryPrompt() {
  const t = useMessages(m);
  const lang = useLang();
  const id = useId();
  const host = useTargetLabel();
  const [prompt, setPrompt] = useState(t.defaultPrompt);
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<'idle' | 'streaming' | 'done' | 'error'>('idle');
  const [error, setError] = useState<ShownError | null>(null);
  const controller = useRef<AbortController | null>(null);
  const arrivedAt = useRef<number | null>(null);
  const answerRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    if (arrivedAt.current === null || !answerRef.current) return;
    answerRef.current.dataset.updateMs = (performance.now() - arrivedAt.current).toFixed(2);
    arrivedAt.current = null;
  }, [answer]);

  if (!host) return null;
  const send = async () => {
    const c = new AbortController();
    controller.current = c;
    setAnswer('');
    setError(null);
    setState('streaming');
    try {
      const r = await askModel('dialog.try', [{ role: 'user', content: prompt }], {
        signal: c.signal,
        onDelta: (text) => {
          arrivedAt.current = performance.now();
          setAnswer(text);
        },
      });
      arrivedAt.current = performance.now();
      setAnswer(r.text);
      setState('done');
    } catch (err) {
      setError(await failureWords(err));
      setState('error');
    } finally {
      controller.current = null;
    }
  };
  return (
    <section className="model-try" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t.title}</h3>
      <label htmlFor={`${id}-prompt`}>{t.prompt}</label>
      <textarea id={`${id}-prompt`} rows={3} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
      <div className="model-dialog__actions">
        <button
          type="button"
          className="primary"
          disabled={state === 'streaming' || prompt.trim() === ''}
          onClick={() => void send()}
        >
          {t.send(host)}
        </button>
        {state === 'streaming' ? (
          <button type="button" onClick={() => controller.current?.abort()}>
            {t.cancel}
          </button>
        ) : null}
      </div>
      <p className="model-log__label" id={`${id}-a`}>
        {t.answer}
      </p>
      <pre
        ref={answerRef}
        className="model-log__pre"
        aria-labelledby={`${id}-a`}
        aria-busy={state === 'streaming'}
        data-state={state}
        tabIndex={0}
      >
        {answer || (state === 'streaming' ? t.waiting : t.none)}
      </pre>
      {error ? (
        <p className="model-form__error" role="alert">
          {error.title[lang]} {error.fix[lang]}
        </p>
      ) : null}
    </section>
  );
}
