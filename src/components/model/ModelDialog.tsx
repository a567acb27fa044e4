import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../state/useMessages';
import { hostOf, storedKeyPresent, useModelConnection } from '../../state/modelConnection';
import { usePageModel } from '../../state/pageModel';
import { PRESET_IDS, PRESETS } from '../../model/presets';
import type { ServerPreset } from '../../model/types';
import { ModelStatus } from './ModelStatus';
import { PageModelSection } from './PageModelSection';
import { RequestLogView } from './RequestLogView';
import { TryPrompt } from './TryPrompt';
import m from './model.messages';
import pageWords from './pageModel.messages';
import './model.css';

const NO_MODELS: string[] = [];

/**
 * A model-name field of the form's grid: its label, then its input, which suggests the server's models (`listId`)
 * and is described by their hint (`hintId`), with what else its cell holds.
 */
function ModelNameField({
  id,
  listId,
  hintId,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  listId: string;
  hintId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div>
        <input
          id={id}
          list={listId}
          spellCheck={false}
          value={value}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </div>
    </>
  );
}

/** The "Model" dialog: server, models, key, time limit; test, connect, disconnect; the log of requests sent. */
export default function ModelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(m);
  const pt = useMessages(pageWords);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const id = useId();
  const s = useModelConnection(
    useShallow((st) => ({
      settings: st.settings,
      apiKey: st.apiKey,
      rememberKey: st.rememberKey,
      status: st.status,
      models: st.lastTest?.models ?? NO_MODELS,
      setSettings: st.setSettings,
      setApiKey: st.setApiKey,
      setRememberKey: st.setRememberKey,
      forgetStoredKey: st.forgetStoredKey,
      test: st.test,
      connect: st.connect,
      disconnect: st.disconnect,
    })),
  );

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  // What is really in storage (persist writes synchronously on each change, which re-renders this).
  const stored = storedKeyPresent();
  const host = hostOf(s.settings.baseUrl);
  const busy = s.status === 'testing';
  const choosePreset = (preset: ServerPreset) =>
    s.setSettings(
      preset === 'custom'
        ? { serverPreset: preset }
        : { serverPreset: preset, baseUrl: PRESETS[preset].baseUrl },
    );

  return (
    <dialog
      ref={ref}
      className="model-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="model-dialog__head">
        <h2 id={titleId}>{t.dialogTitle}</h2>
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <p className="model-dialog__intro">{pt.dialogIntro}</p>
      <PageModelSection />
      <h3 className="model-dialog__server">{pt.serverTitle}</h3>
      <form
        className="model-form"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label htmlFor={`${id}-server`}>{t.server}</label>
        <select
          id={`${id}-server`}
          value={s.settings.serverPreset}
          onChange={(e) => choosePreset(e.target.value as ServerPreset)}
        >
          {PRESET_IDS.map((p) => (
            <option key={p} value={p}>
              {p === 'custom' ? t.custom : `${PRESETS[p].label} (${PRESETS[p].baseUrl})`}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-url`}>{t.baseUrl}</label>
        <div>
          <input
            id={`${id}-url`}
            type="url"
            spellCheck={false}
            value={s.settings.baseUrl}
            aria-invalid={host === null}
            aria-describedby={host === null ? `${id}-url-error` : undefined}
            onChange={(e) => s.setSettings({ baseUrl: e.target.value, serverPreset: 'custom' })}
          />
          {host === null ? (
            <p id={`${id}-url-error`} className="model-form__error">
              {t.badUrl}
            </p>
          ) : null}
        </div>

        <ModelNameField
          id={`${id}-chat`}
          listId={`${id}-models`}
          hintId={`${id}-models-hint`}
          label={t.chatModel}
          value={s.settings.chatModel}
          onChange={(chatModel) => s.setSettings({ chatModel })}
        />
        <ModelNameField
          id={`${id}-embed`}
          listId={`${id}-models`}
          hintId={`${id}-models-hint`}
          label={t.embeddingModel}
          value={s.settings.embeddingModel}
          onChange={(embeddingModel) => s.setSettings({ embeddingModel })}
        >
          {/* The hint and the server's models serve both fields; they stand under the last one. */}
          <p id={`${id}-models-hint`} className="model-form__hint">
            {t.modelsHint(s.models.length)}
          </p>
          <datalist id={`${id}-models`}>
            {s.models.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </ModelNameField>

        <label htmlFor={`${id}-key`}>{t.apiKey}</label>
        <div>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            value={s.apiKey ?? ''}
            aria-describedby={`${id}-key-hint`}
            onChange={(e) => s.setApiKey(e.target.value)}
          />
          <p id={`${id}-key-hint`} className="model-form__hint">
            {t.apiKeyHint}
          </p>
          <label className="model-form__check">
            <input
              type="checkbox"
              checked={s.rememberKey}
              onChange={(e) => s.setRememberKey(e.target.checked)}
            />
            {t.remember}
          </label>
          {stored ? (
            <p className="model-form__stored">
              {t.stored}{' '}
              <button type="button" onClick={() => s.forgetStoredKey()}>
                {t.erase}
              </button>
            </p>
          ) : null}
        </div>

        <label htmlFor={`${id}-timeout`}>{t.timeout}</label>
        <div>
          <input
            id={`${id}-timeout`}
            type="number"
            min={1}
            max={600}
            step={1}
            value={Math.round(s.settings.timeoutMs / 1000)}
            aria-describedby={`${id}-timeout-hint`}
            onChange={(e) => {
              const seconds = Number(e.target.value);
              if (Number.isFinite(seconds) && seconds >= 1 && seconds <= 600)
                s.setSettings({ timeoutMs: seconds * 1000 });
            }}
          />
          <p id={`${id}-timeout-hint`} className="model-form__hint">
            {t.timeoutHint}
          </p>
        </div>
      </form>

      <p className="model-dialog__host" id={`${id}-host`}>
        {host ? t.sendsTo(host, `${s.settings.baseUrl.trim().replace(/\/+$/, '')}/models`) : t.badUrl}
      </p>
      <div className="model-dialog__actions">
        <button
          type="button"
          disabled={busy || host === null}
          aria-describedby={`${id}-host`}
          onClick={() => void s.test()}
        >
          {t.test}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy || host === null || s.status === 'connected'}
          aria-describedby={`${id}-host`}
          onClick={() =>
            void s.connect().then(async (live) => {
              // One model answers at a time: a server connected stops the model file run in the page, if any.
              if (live && usePageModel.getState().status !== 'off')
                await (await import('../../state/pageModelActions')).stopPageModel();
            })
          }
        >
          {t.connect}
        </button>
        <button type="button" disabled={s.status !== 'connected'} onClick={() => s.disconnect()}>
          {t.disconnect}
        </button>
      </div>
      {open ? <ModelStatus /> : null}
      <TryPrompt />
      <RequestLogView />
    </dialog>
  );
}
