import { useMessages } from '../../state/useMessages';
import { useRoute } from '../../router/useRoute';
import type { MechanismScene } from '../../mechanisms/recorder';
import { useCheckedScene } from './checkedScene';
import messages from './recordedScene.messages';
import { Visualizer, type VisualizerProps } from './Visualizer';

export interface RecordedSceneProps {
  scene: MechanismScene;
  /** Told the frame shown (a cell lights the line of its code that made it). */
  onFrame?: VisualizerProps['onFrame'];
  /** Shown inside the visualizer, under the caption (the cell's lit code, kept in presentation mode). */
  aside?: VisualizerProps['aside'];
}

/**
 * A cell's "Animate this output": what the cell's run did to the engine, replayed by the chapter's visualizer (the same
 * playback controls, keyboard and panels as the lesson's presets). The recorded scene is validated by the
 * mechanism like a link would be, so code that builds something the visualizer cannot show says why.
 */
export default function RecordedScene({ scene, onFrame, aside }: RecordedSceneProps) {
  const t = useMessages(messages);
  const route = useRoute();
  const checked = useCheckedScene(scene);

  if (!checked) return <p role="status">{t.loadingVisualizer}</p>;
  if (checked.kind === 'invalid') {
    return (
      <p className="nb-cell__notice nb-cell__notice--warning" role="note">
        {t.sceneInvalid(checked.field, checked.detail)}
      </p>
    );
  }
  const { en, fr } = messages;
  return (
    <Visualizer
      preset={scene.mechanism}
      route={route}
      onFrame={onFrame}
      aside={aside}
      given={{
        scene: checked.scene,
        title: { en: en.animationTitle, fr: fr.animationTitle },
        // The recorder's own words, or the engine class it followed.
        description: scene.description ?? {
          en: en.sceneOfAny(scene.source),
          fr: fr.sceneOfAny(scene.source),
        },
      }}
    />
  );
}
