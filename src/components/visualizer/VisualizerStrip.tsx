import { MotionConfig } from 'motion/react';
import { useEffect, useMemo, useState } from 'react';
import { buildTimeline } from '../../engine/scene';
import { useLang, useMessages } from '../../state/useMessages';
import { BARE_PRESET_MECHANISM, loadMechanism, parsePresetName } from '../../mechanisms/registry';
import type { AnyMechanism, SceneActions } from '../../mechanisms/types';
import { createPlaybackStore } from '../../state/playback';
import { PlaybackStoreContext } from './context';
import { presetScene } from '../../mechanisms/permalink';
import './visualizer.css';
import dict from './visualizerStrip.messages';
import { usePrintTask } from '../kit/printTasks';

/** How many frames a strip shows: the first step, the last, and evenly spaced ones between. */
const KEY_FRAMES = 4;

export function keyFrameSteps(length: number, count = KEY_FRAMES): number[] {
  if (length <= 0) return [0];
  const steps = new Set<number>();
  for (let i = 0; i < count; i++) steps.add(Math.max(1, Math.round((length * (i + 1)) / count)));
  return [...steps].sort((a, b) => a - b);
}

const NO_ACTIONS: SceneActions<unknown, unknown> = {
  insertOp: () => undefined,
  setConfig: () => undefined,
  setFocus: () => undefined,
  removeCurrentStep: () => undefined,
};

/** A visualizer on paper: a short strip of its preset's key frames, each with its caption, drawn statically. */
export function VisualizerStrip({ preset }: { preset: string }) {
  const t = useMessages(dict);
  const lang = useLang();
  const ref = parsePresetName(preset);
  const id = ref?.mechanism ?? BARE_PRESET_MECHANISM;
  const [m, setM] = useState<AnyMechanism | null>(null);
  usePrintTask(`viz:${preset}`, m !== null);
  useEffect(() => {
    let live = true;
    void loadMechanism(id).then((loaded) => live && setM(loaded));
    return () => {
      live = false;
    };
  }, [id]);

  const built = useMemo(() => {
    if (!m) return null;
    const scene = presetScene(m, ref?.preset ?? m.defaultPreset, lang);
    const timeline = buildTimeline(m, scene.config, scene.ops);
    return { scene, timeline, store: createPlaybackStore(scene, 0, {}) };
  }, [m, ref?.preset, lang]);

  if (!m || !built) return <p className="print-strip__pending">{t.stripLoading}</p>;
  const { scene, timeline, store } = built;
  const title = m.presets[scene.preset]?.title[lang] ?? scene.preset;
  const { Panels } = m;
  return (
    <MotionConfig reducedMotion="always">
      <PlaybackStoreContext.Provider value={store}>
        <section className="print-strip" aria-label={t.keyFrames(title)} data-mechanism={m.id}>
          <p className="print-strip__title">{t.keyFrames(title)}</p>
          {keyFrameSteps(scene.ops.length).map((step) => {
            const frame = timeline.frame(step);
            const previous = step > 0 ? timeline.frame(step - 1) : null;
            return (
              <div className="print-strip__frame viz" key={step} data-step={step}>
                <p className="print-strip__step">{t.frameOf(step, scene.ops.length)}</p>
                <p className="print-strip__caption">{m.caption(frame, lang).join(' ')}</p>
                <Panels
                  lang={lang}
                  scene={scene}
                  timeline={timeline}
                  frame={frame}
                  previous={previous}
                  playing={false}
                  stepMs={0}
                  actions={NO_ACTIONS}
                />
              </div>
            );
          })}
        </section>
      </PlaybackStoreContext.Provider>
    </MotionConfig>
  );
}
