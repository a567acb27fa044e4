import { useLang, useMessages } from '../../state/useMessages';
import type { AnyMechanism } from '../../mechanisms/types';
import { formatHash } from '../../router/route';
import { useRoute } from '../../router/useRoute';
import { usePlaybackStore } from './context';
import { formatSceneQuery, type SceneLink } from '../../mechanisms/permalink';
import dict from './visualizer.messages';
import { useClipboardCopy } from '../kit/useClipboardCopy';
import { CopyButton } from '../kit/CopyButton';

/**
 * The address of the current route with the scene in its query (async: a changed script is compressed). `link`
 * gives the scene to write (the visualizer passes the one its sharing check allows); by default, the one shown.
 */
export function useSceneUrl(mechanism: AnyMechanism, link?: () => Promise<SceneLink>): () => Promise<string> {
  const store = usePlaybackStore();
  const route = useRoute();
  const lang = useLang();
  return async () => {
    const { scene, index } = store.getState();
    const shared = link ? await link() : { scene, step: index };
    const query = await formatSceneQuery(mechanism, shared, route.query);
    const hash = formatHash(lang, route.path, query);
    return `${window.location.origin}${window.location.pathname}${hash}`;
  };
}

/** Copies a permalink; without clipboard access, shows it selected in a field to copy by hand. */
export function CopyLink({ mechanism, link }: { mechanism: AnyMechanism; link?: () => Promise<SceneLink> }) {
  const t = useMessages(dict);
  const sceneUrl = useSceneUrl(mechanism, link);
  const copying = useClipboardCopy(sceneUrl);
  return (
    <CopyButton
      copying={copying}
      className="viz-copy"
      label={t.copyLink}
      copied={t.linkCopied}
      manual={t.linkManual}
      fieldName={t.linkField}
    />
  );
}
