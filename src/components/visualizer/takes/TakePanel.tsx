/**
 * The shell's takes panel for a mechanism with model hooks: the "Answers" group (Scripted / Your model), the
 * request a step waits for (its exact prompt, a Send button naming the host, the answer streaming in), and the
 * take's tools (download, load, run again). Generic: it knows the mechanism's `takes` declaration, never a hook.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useStore } from 'zustand';
import { emptyTake, takeTotals, type TimelineBlock } from '../../../engine';
import { useLang, useMessages } from '../../../state/useMessages';
import { useTarget } from '../../../state/modelTarget';
import type { PlaybackStore } from '../../../state/playback';
import type { AnyMechanism, SceneActions } from '../../../mechanisms/types';
import { openModelSettings } from './modelAccess';
import { TakeCost } from './TakeCost';
import { downloadTake, takeFileName } from './takeFile';
import { learnerFileAccept, openLearnerFile } from '../../../state/learnerFiles/registry';
import { LoadFileButton } from '../../kit/HiddenFileInput';
import { guardedTake } from '../../share/guardScene';
import shareDict from '../../share/share.messages';
import { useSecretGuard } from '../../share/useSecretGuard';
import dict from './takes.messages';
import { useTakeDriver } from './useTakeDriver';
import './takes.css';

// Only a scene that ranks by the sentence encoder loads its part (and the encoder's client with it).
const EncoderRequest = lazy(() => import('./EncoderRequest'));
// A step waiting for a model's answer shows only in "Your model" mode: its view loads then, not with the page.
const ModelRequest = lazy(() => import('./ModelRequest'));

interface Props {
  m: AnyMechanism;
  store: PlaybackStore;
  /** The first step waiting for an answer, among the shown timelines (null: none up to the shown step). */
  blocked: TimelineBlock | null;
  actions: SceneActions<unknown, unknown>;
}

export function TakePanel({ m, store, blocked, actions }: Props) {
  const t = useMessages(dict);
  const lang = useLang();
  const scene = useStore(store, (s) => s.scene);
  const target = useTarget();
  const driver = useTakeDriver(store, blocked, target);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const ids = { group: useId(), note: useId() };
  // A take file leaves the page: chapter 2's detector reads its prompts and answers first.
  const secrets = useSecretGuard();
  const share = useMessages(shareDict);
  const takes = m.takes;
  if (!takes) return null;
  const mode = takes.mode(scene.config);
  const take = scene.take ?? null;
  const totals = take ? takeTotals(take) : null;
  const HookSettings = takes.Settings;

  const setMode = (next: 'scripted' | 'model') => actions.setConfig(takes.setMode(next));
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    const r = await openLearnerFile('take', f);
    if (!r.ok) {
      setNotice({ tone: 'error', text: t.badTake(r.problem.field, r.problem.detail) });
      return;
    }
    store.getState().setTake(r.value);
    if (mode !== 'model') setMode('model');
    setNotice({ tone: 'ok', text: t.loaded(r.value.answers.length) });
  };

  return (
    <section
      className="viz-takes"
      aria-label={t.take}
      data-take-answers={totals?.answers ?? 0}
      data-blocked={blocked?.step ?? ''}
      data-last-update-ms={driver.state.lastUpdateMs ?? undefined}
    >
      {secrets.dialog}
      <div className="viz-takes__row">
        <div
          role="radiogroup"
          aria-labelledby={ids.group}
          aria-describedby={target ? undefined : ids.note}
          className="viz-takes__answers"
        >
          <span id={ids.group} className="viz-takes__label">
            {t.answers}
          </span>
          {(
            [
              ['scripted', t.scripted, false],
              // A take replays without a connection: only asking for new answers needs one.
              ['model', t.yourModel, !target && !take],
            ] as const
          ).map(([value, label, disabled]) => (
            <label key={value}>
              <input
                type="radio"
                name={ids.group}
                checked={mode === value}
                disabled={disabled}
                onChange={() => setMode(value)}
              />
              {label}
            </label>
          ))}
        </div>
        {!target && (
          <p id={ids.note} className="viz-prose viz-takes__note">
            {t.notConnected}{' '}
            <button type="button" className="viz-takes__link" onClick={openModelSettings}>
              {t.openModel}
            </button>
          </p>
        )}
      </div>

      {mode === 'model' && HookSettings && <HookSettings lang={lang} scene={scene} actions={actions} />}
      {blocked && blocked.request.kind === 'embed' && blocked.request.source === 'page-encoder' ? (
        <Suspense fallback={null}>
          <EncoderRequest
            step={blocked.step}
            request={blocked.request}
            sending={driver.state.status === 'sending'}
            send={(r) => void driver.send(r)}
          />
        </Suspense>
      ) : null}
      {blocked && !(blocked.request.kind === 'embed' && blocked.request.source === 'page-encoder') && (
        <Suspense fallback={null}>
          <ModelRequest blocked={blocked} target={target} driver={driver} />
        </Suspense>
      )}
      {mode === 'model' && !blocked && take && !target && (
        <p className="viz-prose viz-takes__note">{t.replaying}</p>
      )}

      <div className="viz-takes__row viz-takes__tools">
        {totals && (
          <p className="viz-prose viz-takes__totals">
            {t.takeSummary(totals.answers, totals.vectors)}{' '}
            {totals.withUsage > 0 &&
              t.takeUsage(
                totals.promptTokens,
                totals.completionTokens,
                totals.withUsage,
                totals.answers,
              )}{' '}
            {totals.models.length > 0 && t.takeModels(totals.models.join(', '))}
          </p>
        )}
        {totals && <TakeCost promptTokens={totals.promptTokens} />}
        {take && (
          <button
            type="button"
            onClick={() =>
              void guardedTake(take, secrets.guard, {
                prompt: share.takePrompt,
                answer: share.takeAnswer,
                text: share.takeText,
              }).then((shared) => downloadTake(shared, takeFileName(scene.mechanism, scene.preset)))
            }
          >
            {t.download}
          </button>
        )}
        <LoadFileButton
          label={t.load}
          title={t.loadHelp}
          accept={learnerFileAccept('take')}
          onFile={(f) => void onFile(f)}
        />
        {mode === 'model' && take && take.answers.length + take.vectors.length > 0 && (
          <button
            type="button"
            title={t.runAgainNote}
            onClick={() => {
              store.getState().setTake(emptyTake());
              setNotice(null);
            }}
          >
            {t.runAgain}
          </button>
        )}
      </div>
      {notice && (
        <p
          className={`viz-prose viz-takes__notice viz-takes__notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
