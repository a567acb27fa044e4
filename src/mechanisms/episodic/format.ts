import type { Relation } from '../../engine/reflective/knowledgeGraph';

/** A date and hour of the scene, in UTC so every reader sees the same clock. */
export function formatTime(t: number, lang: string): string {
  return new Date(t).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** A number with a fixed count of decimals, in the reader's language. */
export const fmt = (x: number, lang: string, digits = 2) =>
  x.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

export function relationText(r: Relation): string {
  const attrs = Object.entries(r.attributes)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return `${r.subject} —${r.relation}→ ${r.object}${attrs ? ` (${attrs})` : ''}`;
}
