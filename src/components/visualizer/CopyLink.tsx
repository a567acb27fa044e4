import { useEffect, useId, useRef, useState } from 'react';
import { useLang, useMessages } from '../../i18n/useMessages';
import type { AnyMechanism } from '../../mechanisms/types';
import { formatHash } from '../../router/route';
import { useRoute } from '../../router/useRoute';
import { usePlaybackStore } from './context';
import { formatSceneQuery } from '../../mechanisms/permalink';
import dict from './visualizer.messages';

/** The address of the current route with the scene in its query (async: a changed script is compressed). */
export function useSceneUrl(mechanism: AnyMechanism): () => Promise<string> {
  const store = usePlaybackStore();
  const route = useRoute();
  const lang = useLang();
  return async () => {
    const { scene, index } = store.getState();
    const query = await formatSceneQuery(mechanism, { scene, step: index }, route.query);
    const hash = formatHash(lang, route.path, query);
    return `${window.location.origin}${window.location.pathname}${hash}`;
  };
}

/** Copies a permalink; without clipboard access, shows it selected in a field to copy by hand. */
export function CopyLink({ mechanism }: { mechanism: AnyMechanism }) {
  const t = useMessages(dict);
  const sceneUrl = useSceneUrl(mechanism);
  const [shown, setShown] = useState<{ url: string; copied: boolean } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (shown && !shown.copied) {
      field.current?.focus();
      field.current?.select();
    }
  }, [shown]);

  const copy = async () => {
    const url = await sceneUrl();
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setShown({ url, copied: true });
    } catch {
      setShown({ url, copied: false });
    }
  };

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
          <input
            id={fieldId}
            ref={field}
            readOnly
            value={shown.url}
            onFocus={(e) => e.target.select()}
            aria-label={t.linkField}
          />
        </div>
      )}
    </div>
  );
}
