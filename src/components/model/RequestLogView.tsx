import { useLang, useMessages } from '../../state/useMessages';
import { useRequestLog } from '../../state/requestLog';
import m from './model.messages';
import statusWords from './requestStatus.messages';

/** Every request sent (or about to be), newest first: its host, model, exact prompt, and answer. */
export function RequestLogView() {
  const t = useMessages(m);
  const w = useMessages(statusWords);
  const lang = useLang();
  const entries = useRequestLog((s) => s.entries);
  const clear = useRequestLog((s) => s.clear);
  return (
    <section className="model-log" aria-label={t.log}>
      <div className="model-log__head">
        <h3>{t.log}</h3>
        {entries.length > 0 ? (
          <button type="button" onClick={clear}>
            {t.logClear}
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? <p className="model-form__hint">{t.logEmpty}</p> : null}
      <ol className="model-log__list" reversed>
        {[...entries].reverse().map((e) => (
          <li key={e.id}>
            <details>
              <summary>
                {e.hook} → {e.host} · {e.model} · {e.kind} ·{' '}
                <span data-request-status={e.status}>{w[e.status]}</span>
                {e.ms !== null ? ` · ${Math.round(e.ms)} ms` : ''}
              </summary>
              <p className="model-log__label">{t.logPrompt}</p>
              <pre className="model-log__pre">
                {e.messages.map((msg) => `[${msg.role}] ${msg.content}`).join('\n\n')}
              </pre>
              {e.answer ? (
                <>
                  <p className="model-log__label">{t.logAnswer}</p>
                  <pre className="model-log__pre">{e.answer}</pre>
                </>
              ) : null}
              {e.error ? <p className="model-form__error">{e.error.title[lang]}</p> : null}
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
