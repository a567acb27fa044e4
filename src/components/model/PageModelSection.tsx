import { useEffect, useId, useRef, useState } from 'react';
import { useLang, useMessages } from '../../state/useMessages';
import { usePageModel, type PageModelProblem } from '../../state/pageModel';
import { useFields } from '../../state/useFields';
import type { KeptFile } from '../../model/page/keptFiles';
import m from './pageModel.messages';
import { HiddenFileInput } from '../kit/HiddenFileInput';

type T = (typeof m)['en'];

/** The problem in plain words (what happened, what to do); the scene and the connection are untouched. */
export function problemWords(p: PageModelProblem, t: T): string {
  switch (p.kind) {
    case 'not-gguf':
      return t.notGguf(p.fileName);
    case 'broken':
      return t.broken(p.fileName, p.detail);
    case 'too-large':
      return t.tooLarge(p.fileName, p.needBytes, p.limitBytes, p.limitedBy);
    case 'unsupported':
      return t.unsupported(p.fileName, p.architecture ?? t.unknown, p.quantisation ?? t.unknown, p.detail);
    case 'runtime':
      return t.runtimeFailed(p.detail);
  }
}

const fixed = (x: number | null | undefined, digits: number, lang: string) =>
  x === null || x === undefined
    ? '–'
    : x.toLocaleString(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** What this section shows of the in-page model's store. */
const SHOWN = ['status', 'file', 'info', 'runtime', 'loadingSince', 'threads', 'speed', 'problem'] as const;

/**
 * The Model dialog's "model file in this page" part: the button that opens the file picker, the choice to keep the
 * file on this device, the small models that work, then the loading progress, the speed, the problems in plain words,
 * and the files kept on this device. The runtime (wllama) loads only once a file is picked.
 */
export function PageModelSection() {
  const t = useMessages(m);
  const lang = useLang();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [keep, setKeep] = useState(false);
  const [canKeep, setCanKeep] = useState(false);
  const [kept, setKept] = useState<KeptFile[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const s = useFields(usePageModel, SHOWN);

  const refreshKept = () =>
    void import('../../model/page/keptFiles').then(async (k) => {
      setCanKeep(k.canKeepFiles());
      setKept(await k.listKept());
    });
  useEffect(refreshKept, [s.status]);
  // The seconds counter while the file loads into memory (the runtime reports no progress for that part).
  useEffect(() => {
    if (s.loadingSince === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [s.loadingSince]);

  const run = async (file: File | undefined) => {
    if (!file) return;
    const { runModelFile } = await import('../../state/pageModelActions');
    await runModelFile(file, { keep: keep && canKeep });
    refreshKept();
  };
  const busy = s.status === 'checking' || s.status === 'loading';
  const isolated = globalThis.crossOriginIsolated === true;

  return (
    <section className="model-page" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t.title}</h3>
      <p className="model-form__hint">{t.intro}</p>
      <div className="model-dialog__actions">
        <button type="button" disabled={busy} onClick={() => input.current?.click()}>
          {t.run}
        </button>
        {s.status === 'ready' || s.status === 'answering' ? (
          <button
            type="button"
            onClick={() => void import('../../state/pageModelActions').then((a) => a.stopPageModel())}
          >
            {t.stopModel}
          </button>
        ) : null}
      </div>
      <HiddenFileInput
        inputRef={input}
        accept=".gguf,application/octet-stream"
        label={t.fileInput}
        onFile={(file) => void run(file)}
      />
      <label className="model-form__check">
        <input
          type="checkbox"
          checked={keep && canKeep}
          disabled={!canKeep}
          onChange={(e) => setKeep(e.target.checked)}
        />
        {t.keep}
      </label>
      {!canKeep ? <p className="model-form__hint">{t.keepUnavailable}</p> : null}
      <p className="model-form__hint">{t.threadsNote(isolated)}</p>

      <div className="model-page__state" aria-live="polite">
        {s.status === 'checking' && s.file ? <p>{t.checking(s.file.name)}</p> : null}
        {s.status === 'loading' && s.runtime && s.loadingSince === null ? (
          <>
            <p id={`${id}-progress`}>{t.runtime(s.runtime.loaded, s.runtime.total)}</p>
            <progress aria-labelledby={`${id}-progress`} max={s.runtime.total} value={s.runtime.loaded} />
          </>
        ) : null}
        {s.status === 'loading' && s.loadingSince !== null && s.file ? (
          <>
            <p id={`${id}-progress`}>
              {t.loadingFile(s.file.name, Math.max(0, Math.round((now - s.loadingSince) / 1000)))}
            </p>
            <progress aria-labelledby={`${id}-progress`} />
          </>
        ) : null}
        {(s.status === 'ready' || s.status === 'answering') && s.file ? (
          <p>{t.ready(s.file.name, s.threads ?? 1, s.info?.chatTemplate ?? false)}</p>
        ) : null}
        {s.status === 'answering' ? (
          <p data-page-speed="answering">{t.answering(fixed(s.speed?.tokensPerSecond, 1, lang))}</p>
        ) : null}
        {s.status === 'ready' && s.speed?.tokensPerSecond ? (
          <p data-page-speed="last">
            {t.speed(
              fixed(s.speed.tokensPerSecond, 1, lang),
              fixed((s.speed.firstTokenMs ?? 0) / 1000, 2, lang),
            )}
          </p>
        ) : null}
      </div>
      {(s.status === 'ready' || s.status === 'answering') && s.info && !s.info.chatTemplate ? (
        <p className="model-page__note" role="note">
          {t.noTemplate}
        </p>
      ) : null}
      {s.status === 'error' && s.problem ? (
        <p className="model-form__error" role="alert">
          {problemWords(s.problem, t)}
        </p>
      ) : null}

      {kept.length > 0 ? (
        <div className="model-page__kept">
          <p>{t.kept}</p>
          <ul>
            {kept.map((k) => (
              <li key={k.name}>
                <code>{k.name}</code> ({t.keptSize(k.bytes)}){' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void import('../../state/pageModelActions').then(async (a) => {
                      await a.runKeptFile(k.name);
                      refreshKept();
                    })
                  }
                >
                  {t.keptRun(k.name)}
                </button>{' '}
                <button
                  type="button"
                  onClick={() =>
                    void import('../../model/page/keptFiles').then(async (f) => {
                      await f.removeKept(k.name);
                      refreshKept();
                    })
                  }
                >
                  {t.keptRemove(k.name)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <details className="model-page__suggest">
        <summary>{t.suggestTitle}</summary>
        <p className="model-form__hint">{t.suggest}</p>
      </details>
    </section>
  );
}
