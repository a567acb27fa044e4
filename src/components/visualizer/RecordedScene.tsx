import { useEffect, useState } from 'react';
import { validateScript, type Scene } from '../../engine/scene';
import { useMessages } from '../../state/useMessages';
import { loadMechanism } from '../../mechanisms/registry';
import { useRoute } from '../../router/useRoute';
import type { MechanismScene } from '../../mechanisms/recorder';
import messages from './recordedScene.messages';
import { Visualizer } from './Visualizer';

type Checked =
  { kind: 'ok'; scene: Scene<unknown, unknown> } | { kind: 'invalid'; field: string; detail: string };

/**
 * A cell's "Animate this output": what the cell's run did to the engine, replayed by the chapter's visualizer (the same
 * playback controls, keyboard and panels as the lesson's presets). The recorded scene is validated by the
 * mechanism like a link would be, so code that builds something the visualizer cannot show says why.
 */
export default function RecordedScene({ scene }: { scene: MechanismScene }) {
  const t = useMessages(messages);
  const route = useRoute();
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    let live = true;
    void loadMechanism(scene.mechanism).then((m) => {
      if (!live) return;
      const config = m.validateConfig(scene.config);
      if (!config.ok) return setChecked({ kind: 'invalid', ...config.problem });
      const ops = validateScript(m, scene.ops);
      if (!ops.ok) return setChecked({ kind: 'invalid', ...ops.problem });
      setChecked({
        kind: 'ok',
        scene: {
          mechanism: m.id,
          preset: '',
          config: config.value,
          ops: ops.value,
          compare: false,
          focus: null,
        },
      });
    });
    return () => {
      live = false;
    };
  }, [scene]);

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
