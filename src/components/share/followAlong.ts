import type { AnyMechanism } from '../../mechanisms/types';
import { formatSceneQuery, formatSceneQueryWithoutOps, type SceneLink } from '../../mechanisms/permalink';
import { qrMatrix, type QrMatrix } from './qr';

export interface FollowAlong {
  url: string;
  matrix: QrMatrix;
  /** Set when the scene's full link was too long for a readable code: its length, and `url` is the short link. */
  fullLength: number | null;
}

/**
 * The link a class follows: the standalone visualizer at the teacher's step, with no language in it, so each phone
 * opens it in its own (the router picks the reader's language when the hash has none).
 */
export function followUrl(query: URLSearchParams): string {
  return `${window.location.origin}${window.location.pathname}#/visualizer?${query.toString()}`;
}

/**
 * The scene's link and its QR code; when the full link is too long for a code a phone reads from afar, the shortest
 * link that reopens the same preset and settings (the preset's own script, the step kept within it). Null when even
 * that is too long (a code is then not offered at all, never a truncated one).
 */
export async function followAlong(m: AnyMechanism, link: SceneLink): Promise<FollowAlong | null> {
  const { scene, step: index } = link;
  const url = followUrl(await formatSceneQuery(m, { scene, step: index }));
  const matrix = await qrMatrix(url);
  if (matrix) return { url, matrix, fullLength: null };

  const preset = m.presets[scene.preset] ?? m.presets[m.defaultPreset];
  const ops = preset ? preset.ops : [];
  const focus = scene.focus !== null && m.focus?.exists(ops, scene.focus) ? scene.focus : null;
  const short = followUrl(
    formatSceneQueryWithoutOps(m, { scene: { ...scene, ops, focus }, step: Math.min(index, ops.length) }),
  );
  const shortMatrix = await qrMatrix(short);
  return shortMatrix ? { url: short, matrix: shortMatrix, fullLength: url.length } : null;
}
