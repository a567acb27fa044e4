/**
 * Chapter 1's cost: will a rolling window beat unbounded memory by 2× over n turns, and what is the largest window
 * that does (exercise 1's threshold, defined as the lesson does: "largest", where the seed says "minimal")? Costs
 * are the engine's `costOfConversation` (exact model, characters, no summary): turn i sends min(i, W) messages
 * with the window and i without. No visualizer scene: `data.costLab` holds the parameters for the cost lab.
 */
import { costOfConversation } from '../../cost/model';
import { defineKind, num, type KindExplanation } from '../kind';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;

export interface CostLabParams {
  turns: number;
  window: number;
  messageLength: number;
  summaryBudget: 0;
}

export interface CostData {
  turns: number;
  messageLength: number;
  /** The window asked about (cost-half) or null (cost-threshold). */
  window: number | null;
  unbounded: number;
  /** Σ min(i, W) × L for the window asked about (cost-half), or for the threshold (cost-threshold). */
  windowed: number;
  /** The largest window whose cost is below half the unbounded cost (0 if none). */
  threshold: number;
  /** The cost lab's parameters that show this case. */
  costLab: CostLabParams;
}

const rules = {
  'cost-half': {
    en: 'A window halves the cost when its total, Σ min(i, W) × L over the turns, is strictly below half of the unbounded total, Σ i × L.',
    fr: 'Une fenêtre divise le coût par deux quand son total, Σ min(i, W) × L sur les tours, est strictement sous la moitié du total sans borne, Σ i × L.',
  },
  'cost-window-fills': {
    en: 'A window is not full before turn W: turn i sends min(i, W) messages, not W (the notebook charges a full window from turn 1).',
    fr: 'Une fenêtre n’est pas pleine avant le tour W\u00a0: le tour i envoie min(i, W) messages, pas W (le notebook facture une fenêtre pleine dès le tour 1).',
  },
  'cost-largest': {
    en: 'The threshold is the largest window that still halves the cost: a smaller one halves it too.',
    fr: 'Le seuil est la plus grande fenêtre qui divise encore le coût par deux\u00a0: une plus petite le divise aussi.',
  },
  'cost-largest-not-minimal': {
    en: 'The "minimal" window is always 1 when any window halves the cost: the useful threshold is the largest one.',
    fr: 'La fenêtre «\u00a0minimale\u00a0» vaut toujours 1 dès qu’une fenêtre divise le coût par deux\u00a0: le seuil utile est la plus grande.',
  },
} satisfies Record<string, B>;

const m = {
  promptHalf: (n: number, w: number): B => ({
    en: `Over ${n} turns, does a rolling window of ${w} messages cost less than half of what unbounded memory costs?`,
    fr: `Sur ${n} tours, une fenêtre glissante de ${w} messages coûte-t-elle moins de la moitié de ce que coûte la mémoire sans borne\u00a0?`,
  }),
  promptThreshold: (n: number): B => ({
    en: `Over ${n} turns, which is the largest window W whose total cost is below half of the unbounded memory's?`,
    fr: `Sur ${n} tours, quelle est la plus grande fenêtre W dont le coût total est sous la moitié de celui de la mémoire sans borne\u00a0?`,
  }),
  factSetup: (n: number, l: number): B => ({
    en: `${n} turns, one message of ${l} characters per turn; the cost is the characters sent to the model, summed over the turns (no summary).`,
    fr: `${n} tours, un message de ${l} caractères par tour\u00a0; le coût est le nombre de caractères envoyés au modèle, additionné sur les tours (sans résumé).`,
  }),
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  w: (w: number): B => ({ en: `W = ${w}`, fr: `W = ${w}` }),
  becauseUnbounded: (n: number, l: number, u: number): B => ({
    en: `Unbounded memory sends the whole history: ${l} × (1 + 2 + … + ${n}) = ${num(u).en} characters.`,
    fr: `La mémoire sans borne envoie tout l’historique\u00a0: ${l} × (1 + 2 + … + ${n}) = ${num(u).fr} caractères.`,
  }),
  becauseWindow: (w: number, v: number): B => ({
    en: `A window of ${w} sends min(i, ${w}) messages at turn i: ${num(v).en} characters in all.`,
    fr: `Une fenêtre de ${w} envoie min(i, ${w}) messages au tour i\u00a0: ${num(v).fr} caractères en tout.`,
  }),
  becauseHalf: (v: number, h: number, below: boolean): B => ({
    en: `Half of the unbounded cost is ${num(h, h % 1 ? 1 : 0).en}: ${num(v).en} is ${below ? '' : 'not '}below it.`,
    fr: `La moitié du coût sans borne vaut ${num(h, h % 1 ? 1 : 0).fr}\u00a0: ${num(v).fr} ${below ? 'est' : 'n’est pas'} en dessous.`,
  }),
  becauseThreshold: (n: number, t: number, next: number): B => ({
    en: `The largest window that halves the cost over ${n} turns is ${t}; a window of ${t + 1} costs ${num(next).en}, not below half.`,
    fr: `La plus grande fenêtre qui divise le coût par deux sur ${n} tours est ${t}\u00a0; une fenêtre de ${t + 1} coûte ${num(next).fr}, pas en dessous de la moitié.`,
  }),
  brokeFills: (w: number, n: number, full: number, v: number): B => ({
    en: `Charged as a full window from turn 1, ${w} messages × ${n} turns would cost ${num(full).en}; the window really sends ${num(v).en}.`,
    fr: `Facturée pleine dès le tour 1, la fenêtre (${w} messages × ${n} tours) coûterait ${num(full).fr}\u00a0; elle envoie en réalité ${num(v).fr}.`,
  }),
  brokeHalf: (w: number, v: number, h: number, below: boolean): B => ({
    en: `A window of ${w} costs ${num(v).en}, ${below ? 'below' : 'not below'} half of unbounded (${num(h, h % 1 ? 1 : 0).en}).`,
    fr: `Une fenêtre de ${w} coûte ${num(v).fr}, ${below ? 'sous' : 'pas sous'} la moitié du sans borne (${num(h, h % 1 ? 1 : 0).fr}).`,
  }),
  brokeLargest: (w: number, t: number): B => ({
    en: `A window of ${w} halves the cost, but so does ${t}, which is larger.`,
    fr: `Une fenêtre de ${w} divise bien le coût par deux, mais ${t} aussi, qui est plus grande.`,
  }),
  brokeMinimal: (t: number): B => ({
    en: `W = 1 always halves the cost here; the question is how large a window can be: ${t}.`,
    fr: `W = 1 divise toujours le coût par deux ici\u00a0; la question est jusqu’où la fenêtre peut grandir\u00a0: ${t}.`,
  }),
};

/** The engine's totals for n turns of L characters with a window of W (no summary). */
export function costs(n: number, w: number, l: number): { unbounded: number; windowed: number } {
  const r = costOfConversation({
    turns: n,
    window: w,
    messageLength: l,
    summaryBudget: 0,
    model: 'exact',
    unit: 'chars',
  });
  return { unbounded: r.unbounded, windowed: r.windowed };
}

const halves = (n: number, w: number, l: number) => {
  const c = costs(n, w, l);
  return 2 * c.windowed < c.unbounded;
};

/** The largest W (1..n) whose cost is below half of unbounded, 0 if none: a binary search, the cost grows with W. */
export function halfCostWindow(n: number, l: number): number {
  if (!halves(n, 1, l)) return 0;
  let lo = 1; // halves
  let hi = n; // W = n costs as much as unbounded: never halves
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (halves(n, mid, l)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** What the notebook's model (a full window from turn 1) would call the threshold. */
function notebookThreshold(n: number, l: number, unbounded: number): number {
  let t = 0;
  for (let w = 1; w <= n && 2 * w * n * l < unbounded; w++) t = w;
  return t;
}

/**
 * A case's data: n turns of l characters, the window asked about (null when the question is the threshold), and
 * the threshold t; the windowed cost is the asked window's, or the threshold's.
 */
function costData(n: number, l: number, asked: number | null, t: number): CostData {
  const window = asked ?? t;
  const c = costs(n, window, l);
  return {
    turns: n,
    messageLength: l,
    window: asked,
    unbounded: c.unbounded,
    windowed: c.windowed,
    threshold: t,
    costLab: { turns: n, window, messageLength: l, summaryBudget: 0 },
  };
}

/** Why, for the window w whose cost `data.windowed` is: both totals, half of the unbounded one, the threshold. */
function because(d: CostData, w: number): B[] {
  const next = costs(d.turns, d.threshold + 1, d.messageLength).windowed;
  return [
    m.becauseUnbounded(d.turns, d.messageLength, d.unbounded),
    m.becauseWindow(w, d.windowed),
    m.becauseHalf(d.windowed, d.unbounded / 2, d.windowed < d.unbounded / 2),
    m.becauseThreshold(d.turns, d.threshold, next),
  ];
}

const LENGTHS = [100, 120, 200] as const;

export const costHalf = defineKind<CostData>({
  kind: 'cost-half',
  rules,
  build(rng) {
    const n = rng.int(8, 60);
    const l = rng.pick(LENGTHS);
    const t = halfCostWindow(n, l);
    const yes = rng.chance(0.5);
    const w = yes ? rng.int(Math.max(1, t - 3), t) : rng.int(t + 1, Math.min(n, t + 3));
    const data = costData(n, l, w, t);
    const answer = 2 * data.windowed < data.unbounded ? 'yes' : 'no';
    return {
      prompt: m.promptHalf(n, w),
      facts: [m.factSetup(n, l)],
      scene: null,
      choices: {
        mode: 'list',
        options: [
          { id: 'yes', label: m.yes },
          { id: 'no', label: m.no },
        ],
      },
      answer,
      data,
    };
  },
  explain(q, given) {
    const d = q.data;
    const w = d.window as number;
    const h = d.unbounded / 2;
    const below = d.windowed < h;
    const out: KindExplanation = { because: because(d, w), rule: 'cost-half' };
    if (given === undefined) return out;
    const full = w * d.turns * d.messageLength;
    const notebookSays = full < h ? 'yes' : 'no';
    out.broken =
      notebookSays === given
        ? { rule: 'cost-window-fills', detail: m.brokeFills(w, d.turns, full, d.windowed) }
        : { rule: 'cost-half', detail: m.brokeHalf(w, d.windowed, h, below) };
    return out;
  },
});

export const costThreshold = defineKind<CostData>({
  kind: 'cost-threshold',
  rules,
  build(rng) {
    const l = rng.pick(LENGTHS);
    let n = rng.int(12, 80);
    let t = halfCostWindow(n, l);
    while (t < 3) t = halfCostWindow(++n, l);
    const data = costData(n, l, null, t);
    const candidates = [notebookThreshold(n, l, data.unbounded), t + 1, 1, t - 1, t - 2];
    const options: Choice[] = [{ id: `w:${t}`, label: m.w(t) }];
    for (const w of candidates) {
      if (options.length === 4) break;
      if (w >= 1 && w <= n && !options.some((o) => o.id === `w:${w}`))
        options.push({ id: `w:${w}`, label: m.w(w) });
    }
    options.sort((a, b) => Number(a.id.slice(2)) - Number(b.id.slice(2)));
    return {
      prompt: m.promptThreshold(n),
      facts: [m.factSetup(n, l)],
      scene: null,
      choices: { mode: 'list', options },
      answer: `w:${t}`,
      data,
    };
  },
  explain(q, given) {
    const d = q.data;
    const h = d.unbounded / 2;
    const out: KindExplanation = { because: because(d, d.threshold), rule: 'cost-half' };
    if (given === undefined) return out;
    const w = Number(given.slice(2));
    const notebook = notebookThreshold(d.turns, d.messageLength, d.unbounded);
    if (w === notebook)
      out.broken = {
        rule: 'cost-window-fills',
        detail: m.brokeFills(
          w,
          d.turns,
          w * d.turns * d.messageLength,
          costs(d.turns, w, d.messageLength).windowed,
        ),
      };
    else if (w > d.threshold)
      out.broken = {
        rule: 'cost-half',
        detail: m.brokeHalf(w, costs(d.turns, w, d.messageLength).windowed, h, false),
      };
    else if (w === 1) out.broken = { rule: 'cost-largest-not-minimal', detail: m.brokeMinimal(d.threshold) };
    else out.broken = { rule: 'cost-largest', detail: m.brokeLargest(w, d.threshold) };
    return out;
  },
});
