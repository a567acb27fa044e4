import { LayoutGroup, MotionConfig } from 'motion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Lang } from '../../i18n/lang';
import { useLang, useMessages } from '../../i18n/useMessages';
import { formatHash, type Route } from '../../router/route';
import { useNotices } from '../../state/notices';
import {
  BASE_STEP_MS,
  createPlaybackStore,
  usePlaybackPrefs,
  type PlaybackStore,
} from '../../state/playback';
import { Caption } from './Caption';
import { ComparePanel } from './ComparePanel';
import { Composer } from './Composer';
import { ContextMeter } from './ContextMeter';
import { PlaybackStoreContext } from './context';
import { CopyLink } from './CopyLink';
import { EvictedPanel } from './EvictedPanel';
import { H } from './Heading';
import { PagesPanel } from './PagesPanel';
import { parseSceneQuery, formatSceneQuery, type SceneLink } from './permalink';
import { PlaybackControls } from './PlaybackControls';
import { PRESETS, presetScene } from './presets';
import type { PresetId } from './scene';
import { SceneSettings } from './SceneSettings';
import { SummaryPanel } from './SummaryPanel';
import { buildTimeline } from './timeline';
import { useAutoplay } from './useAutoplay';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { usePresentation } from './usePresentation';
import { useVisualizerKeys } from './useVisualizerKeys';
import { WindowPanel } from './WindowPanel';
import dict from './visualizer.messages';
import './visualizer.css';

export interface VisualizerProps {
  preset: PresetId;
  /** The route whose query may carry a permalinked scene. */
  route: Route;
  /** The standalone page accepts a link to any preset; a lesson widget only to its own. */
  standalone?: boolean;
}

type Initial =
  { link: SceneLink; problem: null } | { link: SceneLink; problem: { field: string; detail: string } };

function initialScene(preset: PresetId, route: Route, standalone: boolean): Initial {
  const fallback: SceneLink = { scene: presetScene(preset), step: 0 };
  const parsed = parseSceneQuery(route.query);
  if (parsed.kind === 'none') return { link: fallback, problem: null };
  if (parsed.kind === 'invalid') return { link: fallback, problem: parsed.problem };
  if (!standalone && parsed.link.scene.preset !== preset) return { link: fallback, problem: null };
  return { link: parsed.link, problem: null };
}

/** The animated memory visualizer: one component, a preset per lesson section. */
export function Visualizer({ preset, route, standalone = false }: VisualizerProps) {
  const [init] = useState(() => initialScene(preset, route, standalone));
  const [store] = useState<PlaybackStore>(() => createPlaybackStore(init.link.scene, init.link.step));

  // A bad link is said out loud, once, and the defaults open instead.
  useEffect(() => {
    if (!init.problem) return;
    const { field, detail } = init.problem;
    useNotices.getState().push({
      id: `viz-bad-link-${field}`,
      tone: 'warning',
      text: { en: dict.en.badLink(field, detail), fr: dict.fr.badLink(field, detail) },
    });
  }, [init]);

  return (
    <PlaybackStoreContext.Provider value={store}>
      <VisualizerBody store={store} standalone={standalone} />
    </PlaybackStoreContext.Provider>
  );
}

function VisualizerBody({ store, standalone }: { store: PlaybackStore; standalone: boolean }) {
  const t = useMessages(dict);
  const lang = useLang();
  const root = useRef<HTMLDivElement>(null);
  const groupId = useId(); // layoutIds must not fly between two visualizers of one page
  const scene = useStore(store, (s) => s.scene);
  const index = useStore(store, (s) => s.index);
  const playing = useStore(store, (s) => s.playing);
  const speed = usePlaybackPrefs((s) => s.speed);
  const reduced = usePrefersReducedMotion();
  const presentation = usePresentation(root);
  useAutoplay(store, speed);
  useVisualizerKeys(root, store, {
    togglePresentation: presentation.toggle,
    leavePresentation: presentation.leave,
    presenting: presentation.presenting,
  });

  // One engine snapshot per step, rebuilt only when the script or the configuration changes.
  const timeline = useMemo(() => buildTimeline(scene), [scene]);
  const frame = timeline.frames[Math.min(index, timeline.frames.length - 1)] ?? timeline.frames[0];
  const preset = PRESETS[scene.preset];
  // Animations fit inside a step: at 8× a card still lands before the next step starts.
  const duration = playing ? Math.min(0.5, ((BASE_STEP_MS / speed) * 0.6) / 1000) : 0.5;

  if (!frame) return null;
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
        data-preset={scene.preset}
      >
        <div className="viz-top">
          <div className="viz-title">
            <H>{preset.title[lang]}</H>
            <p className="viz-prose viz-title__description">{preset.description[lang]}</p>
          </div>
          <div className="viz-top__tools">
            <button
              type="button"
              aria-pressed={scene.compare}
              onClick={() => store.getState().setCompare(!scene.compare)}
            >
              {t.sideBySide}
            </button>
            <button type="button" aria-pressed={presentation.presenting} onClick={presentation.toggle}>
              {t.presentation}
            </button>
            <CopyLink />
            {!standalone && (
              <a
                className="viz-top__full"
                href={formatHash(lang, ['visualizer'], { preset: scene.preset })}
                // The full scene is encoded only when the link is about to be used, not at every step.
                onPointerEnter={(e) => (e.currentTarget.href = fullSceneHref(store, lang))}
                onFocus={(e) => (e.currentTarget.href = fullSceneHref(store, lang))}
                onClick={(e) => (e.currentTarget.href = fullSceneHref(store, lang))}
              >
                {t.openFull}
              </a>
            )}
          </div>
        </div>

        <div className="viz-controls">
          <PlaybackControls />
          <SceneSettings />
        </div>

        <Caption timeline={timeline} index={frame.step} compare={scene.compare} />

        {scene.compare ? (
          <ComparePanel scene={scene} index={frame.step} />
        ) : (
          <LayoutGroup id={groupId}>
            <div className="viz-stage" data-destination={scene.config.evictTo}>
              <WindowPanel frame={frame} />
              <div className="viz-destinations">
                <EvictedPanel timeline={timeline} frame={frame} />
                <SummaryPanel timeline={timeline} frame={frame} />
                <PagesPanel frame={frame} />
              </div>
            </div>
          </LayoutGroup>
        )}

        {!scene.compare && <ContextMeter timeline={timeline} frame={frame} />}
        <Composer />
        <p className="viz-keys viz-prose">{t.keyboardHelp}</p>
      </div>
    </MotionConfig>
  );
}

function fullSceneHref(store: PlaybackStore, lang: Lang): string {
  const { scene, index } = store.getState();
  return formatHash(lang, ['visualizer'], formatSceneQuery({ scene, step: index }));
}
