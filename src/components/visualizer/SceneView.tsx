import type { Localized } from '../../i18n/lang';
import { useMessages } from '../../state/useMessages';
import { useRoute } from '../../router/useRoute';
import { useCheckedScene, type RawScene } from './checkedScene';
import messages from './recordedScene.messages';
import { Visualizer, type VisualizerProps } from './Visualizer';

export interface SceneViewProps {
  /** The scene as plain data (kept the same object while it does not change: it is validated once). */
  scene: RawScene;
  title: Localized;
  description: Localized;
  /** The frame it opens at. */
  step?: number;
  /** Once opened, plays to this frame and stops (at once with reduced motion). */
  playTo?: number;
  pick?: VisualizerProps['pick'];
  aside?: VisualizerProps['aside'];
  onFrame?: VisualizerProps['onFrame'];
  sealed?: VisualizerProps['sealed'];
}

/**
 * A scene given whole (a practice question's), validated by its mechanism and shown in the visualizer at `step`,
 * optionally played to `playTo`; the host can add a pick, an aside and a frame listener, and seal it while a question is asked. A lazy chunk of its own:
 * what a feature that shows scenes receives in its props (src/components/lesson/widgets.tsx hands it over).
 */
export default function SceneView({
  scene,
  title,
  description,
  step,
  playTo,
  pick,
  aside,
  onFrame,
  sealed,
}: SceneViewProps) {
  const t = useMessages(messages);
  const route = useRoute();
  const checked = useCheckedScene(scene);
  if (!checked) return <p role="status">{t.loadingVisualizer}</p>;
  if (checked.kind === 'invalid')
    return (
      <p className="nb-cell__notice nb-cell__notice--warning" role="note">
        {t.sceneInvalid(checked.field, checked.detail)}
      </p>
    );
  return (
    <Visualizer
      preset={scene.mechanism}
      route={route}
      pick={pick}
      aside={aside}
      onFrame={onFrame}
      sealed={sealed}
      given={{
        scene: checked.scene,
        title,
        description,
        ...(step === undefined ? {} : { step }),
        ...(playTo === undefined ? {} : { playTo }),
      }}
    />
  );
}
