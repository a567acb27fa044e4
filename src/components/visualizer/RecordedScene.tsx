import type { MechanismScene } from '../../mechanisms/recorder';
import messages from './recordedScene.messages';
import SceneView, { type SceneViewProps } from './SceneView';

export interface RecordedSceneProps {
  scene: MechanismScene;
  /** Told the frame shown (a cell lights the line of its code that made it). */
  onFrame?: SceneViewProps['onFrame'];
  /** Shown inside the visualizer, under the caption (the cell's lit code, kept in presentation mode). */
  aside?: SceneViewProps['aside'];
}

/**
 * A cell's "Animate this output": what the cell's run did to the engine, replayed by the chapter's visualizer (the same
 * playback controls, keyboard and panels as the lesson's presets). The recorded scene is validated by the
 * mechanism like a link would be (SceneView), so code that builds something the visualizer cannot show says why.
 */
export default function RecordedScene({ scene, onFrame, aside }: RecordedSceneProps) {
  const { en, fr } = messages;
  return (
    <SceneView
      scene={scene}
      onFrame={onFrame}
      aside={aside}
      title={{ en: en.animationTitle, fr: fr.animationTitle }}
      // The recorder's own words, or the engine class it followed.
      description={scene.description ?? { en: en.sceneOfAny(scene.source), fr: fr.sceneOfAny(scene.source) }}
    />
  );
}
