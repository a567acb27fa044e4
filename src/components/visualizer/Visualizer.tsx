import { MotionConfig } from 'motion/react';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import { buildTimeline } from '../../engine/scene';
import { useLang, useMessages } from '../../state/useMessages';
import { openGivenScene, openScene, type GivenScene, type OpenedScene } from '../../mechanisms/openScene';
import type { AnyMechanism, SceneActions, ScenePick } from '../../mechanisms/types';
import { Heading } from '../../mechanisms/ui';
import type { Route } from '../../router/route';
import { useNotices } from '../../state/notices';
import {
  BASE_STEP_MS,
  createPlaybackStore,
  usePlaybackPrefs,
  type PlaybackStore,
} from '../../state/playback';
import { Caption } from './Caption';
import { PlaybackStoreContext } from './context';
import { AnatomyView } from './anatomy/AnatomyView';
import { CopyLink } from './CopyLink';
import { OpenFullLink } from './OpenFullLink';
import { PlaybackControls } from './PlaybackControls';
import { useAutoplay } from './useAutoplay';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { usePresentation } from './usePresentation';
import { useVisualizerKeys } from './useVisualizerKeys';
import dict from './visualizer.messages';
import { CopyEmbed } from '../share/CopyEmbed';
import { EMBED_HEIGHT, embedSceneUrl } from '../share/embed';
import { SceneQr } from '../share/SceneQr';
import { guardedLink } from '../share/guardScene';
import { useSecretGuard } from '../share/useSecretGuard';
import shareDict from '../share/share.messages';
import './visualizer.css';

// Only mechanisms with model hooks draw it (and load the connection layer's small store with it). Memoised: its props
// stay the same from step to step (it reads the scene from the store), so a step does not redraw it.
const TakePanel = lazy(() => import('./takes/TakePanel').then((x) => ({ default: memo(x.TakePanel) })));

export interface VisualizerProps {
  /** `<mechanism>/<preset>`, or a bare chapter-1 name (`lru`): see src/mechanisms/README.md. */
  preset: string;
  /** The route whose query may carry a permalinked scene. */
  route: Route;
  /** The standalone page accepts a link to any preset; a lesson widget only to its own. */
  standalone?: boolean;
  /** A scene given whole instead of a preset (a lesson cell's recorded run): opens at its step, reads no link. */
  given?: GivenScene;
  /** A practice question answered by picking an item in the panels (the mechanism draws the buttons). */
  pick?: ScenePick | undefined;
  /**
   * What the host shows inside the visualizer, under the caption (a cell's lit code, a practice question on the
   * projector): inside, it stays on screen in presentation mode. Called with whether the visualizer is presenting.
   */
  aside?: ((presenting: boolean) => ReactNode) | undefined;
  /** Told the frame shown whenever it changes (a cell lights the line of code that made it). */
  onFrame?: ((frame: ShownFrame) => void) | undefined;
  /**
   * A practice question is being asked: the tools that would play what comes next (the settings, the composer, the
   * full visualizer) are hidden until it is answered, so the answer is predicted, not tried out.
   */
  sealed?: boolean | undefined;
}

/** The frame a visualizer shows, as its host sees it: the step, the operation that made it and its events. */
export interface ShownFrame {
  step: number;
  op: unknown;
  events: readonly unknown[];
}

/** What a host adds to a visualizer of a given scene (VisualizerProps' pick, aside, onFrame and sealed). */
type HostProps = Pick<VisualizerProps, 'pick' | 'aside' | 'onFrame' | 'sealed'>;

export type { GivenScene } from '../../mechanisms/openScene';

/** The animated visualizer: one shell for every mechanism, a preset per lesson section. */
export function Visualizer({ preset, route, standalone = false, given, ...host }: VisualizerProps) {
  const t = useMessages(dict);
  const pageLang = useLang();
  const [pending] = useState(() =>
    given ? openGivenScene(given) : openScene(preset, route.query, standalone, pageLang),
  );
  const [init, setInit] = useState<OpenedScene | null>(() => (pending instanceof Promise ? null : pending));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!(pending instanceof Promise)) return;
    let live = true;
    pending.then(
      (i) => live && setInit(i),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pending]);

  // A bad link is said out loud, once, and the defaults open instead.
  useEffect(() => {
    if (!init?.problem) return;
    const { field, detail } = init.problem;
    useNotices.getState().push({
      id: `viz-bad-link-${field}`,
      tone: 'warning',
      text: { en: dict.en.badLink(field, detail), fr: dict.fr.badLink(field, detail) },
    });
  }, [init]);

  if (!init) {
    return (
      // Not yet the "Memory visualizer" region: that name means a visualizer that answers its controls and keys.
      <div className="viz viz--loading">
        <p className="viz-prose" role={failed ? 'alert' : 'status'}>
          {failed ? t.loadFailed : t.loading}
        </p>
      </div>
    );
  }
  return <VisualizerReady init={init} standalone={standalone} given={given} host={host} />;
}

function VisualizerReady({
  init,
  standalone,
  given,
  host,
}: {
  init: OpenedScene;
  standalone: boolean;
  given: GivenScene | undefined;
  host: HostProps;
}) {
  const { mechanism } = init;
  const [store] = useState<PlaybackStore>(() =>
    createPlaybackStore(init.link.scene, init.link.step, {
      ...(mechanism.focus ? { focusRemovedBy: mechanism.focus.removedBy } : {}),
    }),
  );
  return (
    <PlaybackStoreContext.Provider value={store}>
      <VisualizerBody mechanism={mechanism} store={store} standalone={standalone} given={given} host={host} />
    </PlaybackStoreContext.Provider>
  );
}

function VisualizerBody({
  mechanism,
  store,
  standalone,
  given,
  host,
}: {
  mechanism: AnyMechanism;
  store: PlaybackStore;
  standalone: boolean;
  given: GivenScene | undefined;
  host: HostProps;
}) {
  const t = useMessages(dict);
  const lang = useLang();
  const root = useRef<HTMLDivElement>(null);
  const scene = useStore(store, (s) => s.scene);
  const index = useStore(store, (s) => s.index);
  const playing = useStore(store, (s) => s.playing);
  const speed = usePlaybackPrefs((s) => s.speed);
  const reduced = usePrefersReducedMotion();
  const presentation = usePresentation(root);
  const [qrOpen, setQrOpen] = useState(false);
  const share = useMessages(shareDict);
  // What leaves the page in a link, a QR code or an embed passes chapter 2's detector first.
  const secrets = useSecretGuard();
  const { guard } = secrets;
  const shareableLink = useCallback(() => {
    const { scene, index } = store.getState();
    return guardedLink(mechanism, { scene, step: index }, guard, share.typedStep, {
      prompt: share.takePrompt,
      answer: share.takeAnswer,
      text: share.takeText,
    });
  }, [mechanism, store, guard, share]);
  // A given scene replaced by the host (same mechanism: a practice question's answer after its question) opens at its
  // step; its playTo is played once from there, then stopped (at once with reduced motion). The reader's own
  // playback afterwards is theirs.
  const givenScene = given?.scene;
  const givenStep = given?.step ?? 0;
  const playTo = given?.playTo;
  const shownScene = useRef(givenScene);
  const stopAtRef = useRef<number | null>(null);
  useEffect(() => {
    if (givenScene === undefined || givenScene === shownScene.current) return;
    shownScene.current = givenScene;
    store.getState().loadScene(givenScene, givenStep);
  }, [store, givenScene, givenStep]);
  useEffect(() => {
    if (playTo === undefined) return;
    const s = store.getState();
    if (playTo <= s.index) return;
    if (reduced) s.setIndex(playTo);
    else {
      stopAtRef.current = playTo;
      s.play();
    }
    // Once per scene given: not again when the reader's motion setting changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, givenScene, playTo]);
  useAutoplay(store, speed, stopAtRef);
  useVisualizerKeys(root, store, {
    togglePresentation: presentation.toggle,
    leavePresentation: presentation.leave,
    presenting: presentation.presenting,
    toggleQr: () => setQrOpen((open) => !open),
    qrOpen,
  });

  // Frames are computed lazily up to the step shown; rebuilt only when the script or the configuration changes.
  // The scene's take answers its model hooks; a step whose answer is missing stops the timeline (blockedAt).
  const take = scene.take ?? null;
  const timeline = useMemo(
    () => buildTimeline(mechanism, scene.config, scene.ops, { take }),
    [mechanism, scene.config, scene.ops, take],
  );
  const comparing = scene.compare && mechanism.compare !== undefined;
  const variants = useMemo(
    () =>
      comparing && mechanism.compare
        ? mechanism.compare.variants(scene.config).map((variant) => ({
            variant,
            timeline: buildTimeline(mechanism, variant.config, scene.ops, { take }),
          }))
        : [],
    [mechanism, comparing, scene.config, scene.ops, take],
  );
  const blocked =
    mechanism.takes && (mechanism.takes.applies?.(scene) ?? true)
      ? (timeline.blockedAt(index) ??
        variants.map((v) => v.timeline.blockedAt(index)).find((b) => b !== null) ??
        null)
      : null;
  useEffect(() => {
    if (blocked && playing) store.getState().pause();
  }, [blocked, playing, store]);
  const actions = useMemo<SceneActions<unknown, unknown>>(() => {
    const s = store.getState();
    return {
      insertOp: s.insertOp,
      setConfig: s.setConfig,
      setFocus: s.setFocus,
      removeCurrentStep: s.removeCurrentStep,
    };
  }, [store]);

  const frame = timeline.frame(index);
  const { onFrame } = host;
  useEffect(() => {
    onFrame?.({ step: frame.step, op: frame.op, events: frame.events });
  }, [onFrame, frame.step, frame.op, frame.events]);
  const previous = frame.step > 0 ? timeline.frame(frame.step - 1) : null;
  const preset = mechanism.presets[scene.preset];
  // Animations fit inside a step: at 8× a card still lands before the next step starts.
  const duration = playing ? Math.min(0.5, ((BASE_STEP_MS / speed) * 0.6) / 1000) : 0.5;
  const { Panels, Settings, Composer } = mechanism;
  const sealed = host.sealed === true;
  const ComparePanel = mechanism.compare?.Panel;
  const sentences =
    comparing && frame.step > 0 && mechanism.compare
      ? [mechanism.compare.caption(lang)]
      : mechanism.caption(frame, lang);
  const panelProps = {
    lang,
    scene,
    timeline,
    frame,
    previous,
    playing,
    stepMs: BASE_STEP_MS / speed,
    actions,
    pick: host.pick ?? null,
  };

  return (
    <MotionConfig reducedMotion="user" transition={{ duration, ease: [0.2, 0.7, 0.2, 1] }}>
      <div
        ref={root}
        className="viz"
        role="region"
        aria-label={t.visualizer}
        tabIndex={-1}
        data-presenting={presentation.presenting}
        data-compare={scene.compare}
        data-reduced-motion={reduced}
        data-mechanism={mechanism.id}
        data-preset={scene.preset}
      >
        <div className="viz-top">
          <div className="viz-title">
            <Heading>{given?.title[lang] ?? preset?.title[lang] ?? scene.preset}</Heading>
            {(given ?? preset) && (
              <p className="viz-prose viz-title__description">{(given ?? preset)?.description[lang]}</p>
            )}
          </div>
          <div className="viz-top__tools">
            {mechanism.compare && (
              <button
                type="button"
                aria-pressed={scene.compare}
                onClick={() => store.getState().setCompare(!scene.compare)}
              >
                {t.sideBySide}
              </button>
            )}
            <button type="button" aria-pressed={presentation.presenting} onClick={presentation.toggle}>
              {t.presentation}
            </button>
            <button type="button" aria-pressed={qrOpen} onClick={() => setQrOpen((open) => !open)}>
              {share.showQr}
            </button>
            <CopyLink mechanism={mechanism} link={shareableLink} />
            <CopyEmbed
              what={given?.title[lang] ?? preset?.title[lang] ?? scene.preset}
              url={async () => embedSceneUrl(mechanism, await shareableLink(), lang)}
              height={EMBED_HEIGHT.visualizer}
            />
            {!standalone && !sealed && (
              <OpenFullLink mechanism={mechanism} store={store} lang={lang} label={t.openFull} />
            )}
          </div>
        </div>

        {qrOpen && <SceneQr m={mechanism} link={shareableLink} onClose={() => setQrOpen(false)} />}
        {secrets.dialog}

        <div className="viz-controls">
          <PlaybackControls />
          {Settings && !sealed && <Settings lang={lang} scene={scene} actions={actions} />}
        </div>

        {mechanism.takes && (mechanism.takes.applies?.(scene) ?? true) && (
          <Suspense fallback={null}>
            <TakePanel m={mechanism} store={store} blocked={blocked} actions={actions} />
          </Suspense>
        )}

        <Caption
          sentences={sentences}
          index={frame.step}
          ops={scene.ops}
          opLabel={(op) => mechanism.opLabel(op, lang)}
          endNote={sealed ? t.sealedEnd : (mechanism.endNote?.(lang) ?? t.endOfScript)}
        />

        {host.aside?.(presentation.presenting)}

        {comparing && ComparePanel ? (
          <ComparePanel
            lang={lang}
            scene={scene}
            columns={variants.map((v) => ({ ...v, frame: v.timeline.frame(frame.step) }))}
            actions={actions}
          />
        ) : (
          <Panels {...panelProps} />
        )}

        {mechanism.anatomy && (
          <AnatomyView mechanism={mechanism} scene={scene} frame={frame} lang={lang} sealed={sealed} />
        )}

        {Composer && !sealed && <Composer {...panelProps} />}
        <p className="viz-keys viz-prose">{t.keyboardHelp}</p>
      </div>
    </MotionConfig>
  );
}
