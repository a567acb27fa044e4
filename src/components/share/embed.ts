import type { Lang } from '../../i18n/lang';
import type { AnyMechanism } from '../../mechanisms/types';
import { formatHash } from '../../router/route';
import { formatSceneQuery, type SceneLink } from '../../mechanisms/permalink';

/** `embed=1`: the page without header and footer, fitted to its frame (a school platform's course page). */
export const EMBED_PARAM = 'embed';

export function isEmbedded(query: URLSearchParams): boolean {
  return query.get(EMBED_PARAM) === '1';
}

/** The site's address for a route, with `embed=1` in its query. */
export function embedUrl(
  lang: Lang,
  path: readonly string[],
  query: URLSearchParams = new URLSearchParams(),
): string {
  const q = new URLSearchParams(query);
  q.set(EMBED_PARAM, '1');
  return `${window.location.origin}${window.location.pathname}${formatHash(lang, path, q)}`;
}

/** The standalone visualizer with this exact scene, embedded. */
export async function embedSceneUrl(m: AnyMechanism, link: SceneLink, lang: Lang): Promise<string> {
  return embedUrl(lang, ['visualizer'], await formatSceneQuery(m, link));
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<iframe>` a teacher pastes into a course page: full width up to a readable measure, a height that shows the
 * widget without an inner scroll bar on a laptop, a title for screen readers, fullscreen allowed (presentation mode).
 */
export function iframeSnippet(src: string, title: string, height: number): string {
  return (
    `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" width="100%" height="${height}" ` +
    `style="border:0;max-width:1100px" loading="lazy" allow="fullscreen; clipboard-write"></iframe>`
  );
}

/** Heights of the embed snippet by what it shows. */
export const EMBED_HEIGHT = { visualizer: 760, costLab: 820, cell: 520 } as const;
