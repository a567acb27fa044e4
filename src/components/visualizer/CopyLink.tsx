import { useLang, useMessages } from '../../state/useMessages';
import type { AnyMechanism } from '../../mechanisms/types';
import { formatHash } from '../../router/route';
import { useRoute } from '../../router/useRoute';
import { usePlaybackStore } from './context';
import { formatSceneQuery, type SceneLink } from '../../mechanisms/permalink';
import dict from './visualizer.messages';
import { CopiedField, useClipboardCopy } from '../kit/useClipboardCopy';

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
  const { shown, copy, fieldId } = copying;

  return (
    <div className="viz-copy">
      <button type="button" onClick={() => void copy()}>
        {t.copyLink}
      </button>
      {shown && (
        <div className="viz-copy__result">
          <label htmlFor={fieldId} role="status">
            {shown.copied ? t.linkCopied : t.linkManual}
          </label>
          <CopiedField copy={copying} name={t.linkField} />
        </div>
      )}
    </div>
  );
}
