import type { LocalizedHints } from '../types';

export const hints: LocalizedHints = {
  en: [
    'In add(), push the new entry first (vector = this.embedder.embed(spec), ts = ts ?? this.clock()), then return null if entries.length <= maxEntries.',
    'To evict: now = this.clock(), longest = the longest lesson among the entries (new one included); compute score(e, longest, now) for each entry, remove the lowest with entries.splice(i, 1) and return it. Keep the first lowest (or the smaller ts) on a tie.',
    'retrieve(): embed the query once, map each entry to { entry, index, sim: embedder.cosine(q, entry.vector) }, sort by sim descending then index ascending, keep the first k. Check k with Number.isInteger(k) && k >= 1.',
  ],
  fr: [
    "Dans add(), ajoutez d'abord la nouvelle entrée (vector = this.embedder.embed(spec), ts = ts ?? this.clock()), puis renvoyez null si entries.length <= maxEntries.",
    "Pour évincer : now = this.clock(), longest = la plus longue leçon parmi les entrées (la nouvelle comprise) ; calculez score(e, longest, now) pour chaque entrée, retirez la plus basse avec entries.splice(i, 1) et renvoyez-la. À égalité, gardez la première (ou le plus petit ts).",
    'retrieve() : calculez une fois le vecteur de la requête, associez à chaque entrée { entry, index, sim: embedder.cosine(q, entry.vector) }, triez par sim décroissante puis index croissant, gardez les k premières. Vérifiez k avec Number.isInteger(k) && k >= 1.',
  ],
};
