import { useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import type { Lang } from '../../i18n/lang';
import { formatSceneQuery } from '../../mechanisms/permalink';
import { presetName } from '../../mechanisms/registry';
import type { AnyMechanism } from '../../mechanisms/types';
import { formatHash } from '../../router/route';
import { navigate } from '../../router/useRoute';
import type { PlaybackStore } from '../../state/playback';

async function fullSceneHref(mechanism: AnyMechanism, store: PlaybackStore, lang: Lang): Promise<string> {
  const { scene, index } = store.getState();
  return formatHash(lang, ['visualizer'], await formatSceneQuery(mechanism, { scene, step: index }));
}

/**
 * "Open in the full visualizer": the full scene is encoded only when the link is about to be used (hover,
 * focus, click), not at every step. A plain click waits for the encoding and then navigates.
 */
export function OpenFullLink({
  mechanism,
  store,
  lang,
  label,
}: {
  mechanism: AnyMechanism;
  store: PlaybackStore;
  lang: Lang;
  label: string;
}) {
  const scene = useStore(store, (s) => s.scene);
  const [href, setHref] = useState(() =>
    formatHash(lang, ['visualizer'], { preset: presetName(mechanism.id, scene.preset) }),
  );
  const refresh = () =>
    fullSceneHref(mechanism, store, lang).then((h) => {
      setHref(h);
      return h;
    });
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // new tab: the href as is
    e.preventDefault();
    void refresh().then((h) => navigate(h));
  };
  return (
    <a
      className="viz-top__full"
      href={href}
      onPointerEnter={() => void refresh()}
      onFocus={() => void refresh()}
      onClick={onClick}
    >
      {label}
    </a>
  );
}
