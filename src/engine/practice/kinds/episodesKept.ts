/**
 * Chapter 2, episodes-kept: which of a user's questions leaves their state (the last five exchanges)? The answer is
 * answerWithState's state, replayed as the memory-store mechanism plays it.
 */
import { SAMPLE_QUESTIONS } from '../../perUser/answerWithState';
import { defineKind, type KindExplanation } from '../kind';
import { practiceScene, replayMemoryStore, type MemoryStoreOp, type MemoryStoreSceneConfig } from '../scenes';
import type { Bilingual, Choice } from '../types';
import { de, who } from './owners';

type B = Bilingual;

// ------------------------------------------------------------------ episodes-kept

export interface AskInfo {
  step: number;
  owner: string;
  /** The question as typed. */
  question: string;
  /** As sent (with " (answer briefly)" when the owner prefers short answers). */
  sent: string;
}

export interface EpisodesKeptData {
  owner: string;
  /** Every ask before the question's, in order. */
  asks: AskInfo[];
  /** The ask that leaves the owner's state (its step), or null when none does. */
  dropped: number | null;
  /** The owner's exchanges before the call (their steps), oldest first. */
  keptBefore: number[];
  question: string;
  revealStep: number;
}

const episodeRules = {
  'episodes-last-five': {
    en: 'The state keeps the last five exchanges: after each call, del state.episodes[:-5] drops the older ones.',
    fr: 'L’état garde les cinq derniers échanges\u00a0: après chaque appel, del state.episodes[:-5] retire les plus anciens.',
  },
  'episodes-oldest-first': {
    en: 'The exchange that leaves is the oldest one of the state.',
    fr: 'L’échange qui part est le plus ancien de l’état.',
  },
  'episodes-per-owner': {
    en: 'Each user has their own state: another user’s questions never count against theirs.',
    fr: 'Chaque utilisateur a son propre état\u00a0: les questions d’un autre ne comptent jamais dans le sien.',
  },
  'episodes-under-limit': {
    en: 'Nothing leaves while the state holds five exchanges or fewer.',
    fr: 'Rien ne part tant que l’état contient cinq échanges ou moins.',
  },
} satisfies Record<string, B>;

const e = {
  prompt: (owner: B, q: string): B => ({
    en: `${owner.en} asks "${q}". Which of the earlier exchanges leaves the state at this call?`,
    fr: `${owner.fr} demande «\u00a0${q}\u00a0». Lequel des échanges précédents quitte l’état à cet appel\u00a0?`,
  }),
  factAsk: (a: AskInfo): B => ({
    en: `Step ${a.step}: ${who(a.owner).en} asks "${a.question}".`,
    fr: `Étape ${a.step}\u00a0: ${who(a.owner).fr} demande «\u00a0${a.question}\u00a0».`,
  }),
  factPref: (owner: B): B => ({
    en: `${owner.en} prefers short answers: " (answer briefly)" is added to each question.`,
    fr: `${owner.fr} préfère les réponses courtes\u00a0: «\u00a0(answer briefly)\u00a0» est ajouté à chaque question.`,
  }),
  option: (a: AskInfo): B => ({
    en: `${who(a.owner).en}'s "${a.question}" (step ${a.step})`,
    fr: `«\u00a0${a.question}\u00a0» ${de(who(a.owner).fr)} (étape ${a.step})`,
  }),
  none: { en: 'None: every exchange stays', fr: 'Aucun\u00a0: tous les échanges restent' },
  becauseCount: (owner: B, n: number): B => ({
    en: `Before this call ${owner.en}'s state holds ${n} exchange${n === 1 ? '' : 's'}; the call adds one, ${n + 1} in all.`,
    fr: `Avant cet appel, l’état ${de(owner.fr)} contient ${n} échange${n === 1 ? '' : 's'}\u00a0; l’appel en ajoute un, ${n + 1} en tout.`,
  }),
  becauseDropped: (q: string, step: number): B => ({
    en: `del state.episodes[:-5] keeps the last five: the oldest, "${q}" (step ${step}), leaves.`,
    fr: `del state.episodes[:-5] garde les cinq derniers\u00a0: le plus ancien, «\u00a0${q}\u00a0» (étape ${step}), part.`,
  }),
  becauseKept: {
    en: 'Five or fewer: del state.episodes[:-5] removes nothing.',
    fr: 'Cinq ou moins\u00a0: del state.episodes[:-5] ne retire rien.',
  },
  becauseOthers: (others: B): B => ({
    en: `${others.en}'s questions are in another state: they do not count.`,
    fr: `Les questions ${de(others.fr)} sont dans un autre état\u00a0: elles ne comptent pas.`,
  }),
  brokeNone: (owner: B, n: number): B => ({
    en: `${owner.en} already had ${n} exchanges: the sixth one pushes the oldest out.`,
    fr: `${owner.fr} avait déjà ${n} échanges\u00a0: le sixième pousse le plus ancien dehors.`,
  }),
  brokeOwner: (other: B, owner: B): B => ({
    en: `That was ${other.en}'s question: it is in ${other.en}'s state, not ${owner.en}'s.`,
    fr: `C’était une question ${de(other.fr)}\u00a0: elle est dans l’état ${de(other.fr)}, pas dans celui ${de(owner.fr)}.`,
  }),
  brokeOldest: (q: string, step: number): B => ({
    en: `An older exchange is still there: "${q}" (step ${step}) leaves first.`,
    fr: `Un échange plus ancien est encore là\u00a0: «\u00a0${q}\u00a0» (étape ${step}) part le premier.`,
  }),
  brokeGone: (q: string): B => ({
    en: `"${q}" had already left the state at an earlier call.`,
    fr: `«\u00a0${q}\u00a0» avait déjà quitté l’état lors d’un appel précédent.`,
  }),
  brokeUnder: (owner: B, n: number): B => ({
    en: `${owner.en} has ${n} exchanges after this call: five or fewer, nothing leaves.`,
    fr: `${owner.fr} a ${n} échanges après cet appel\u00a0: cinq ou moins, rien ne part.`,
  }),
};

export const episodesKept = defineKind<EpisodesKeptData>({
  kind: 'episodes-kept',
  rules: episodeRules,
  build(rng) {
    const owner = 'alice';
    const other = 'bob';
    const config: MemoryStoreSceneConfig = { expiryHours: 720, view: 'answer' };
    const ops: MemoryStoreOp[] = [];
    const short = rng.chance(0.5);
    if (short) ops.push({ op: 'set', owner, key: 'length', value: 'short' });
    const mine = rng.int(3, 8);
    const theirs = rng.int(0, 3);
    const who_ = rng.shuffle([...Array<string>(mine).fill(owner), ...Array<string>(theirs).fill(other)]);
    const questions = rng.shuffle(SAMPLE_QUESTIONS);
    who_.forEach((o, i) =>
      ops.push({ op: 'ask', owner: o, question: questions[i % questions.length] as string }),
    );
    const askAt = ops.length;
    const last = questions[who_.length % questions.length] as string;
    ops.push({ op: 'ask', owner, question: last });
    const r = replayMemoryStore(config, ops);
    const asks: AskInfo[] = [];
    const keptByOwner = new Map<string, number[]>();
    ops.slice(0, askAt).forEach((op, i) => {
      const ev = r.steps[i]?.[0];
      if (op.op !== 'ask' || ev?.type !== 'answered') return;
      asks.push({ step: i + 1, owner: op.owner, question: op.question, sent: ev.trace.sent });
      const kept = keptByOwner.get(op.owner) ?? [];
      kept.push(i + 1);
      // The engine's trace says how many left: the oldest of this owner's state.
      kept.splice(0, ev.trace.dropped.length);
      keptByOwner.set(op.owner, kept);
    });
    const ev = r.steps[askAt]?.[0];
    if (ev?.type !== 'answered') throw new Error('the last ask was not answered');
    const keptBefore = keptByOwner.get(owner) ?? [];
    const droppedSent = ev.trace.dropped[0]?.question;
    const dropped =
      droppedSent === undefined
        ? null
        : (asks.find((a) => a.step === keptBefore[0] && a.sent === droppedSent)?.step ?? null);
    if (droppedSent !== undefined && dropped === null)
      throw new Error('the dropped exchange is not the oldest kept one');
    // Choices: none, the right one, a newer one of the owner's, an older one already gone, another owner's.
    const options: Choice[] = [{ id: 'none', label: e.none }];
    const add = (a: AskInfo | undefined) => {
      if (a && !options.some((o) => o.id === `ask:${a.step}`))
        options.push({ id: `ask:${a.step}`, label: e.option(a) });
    };
    const ownAsks = asks.filter((a) => a.owner === owner);
    add(asks.find((a) => a.step === (dropped ?? keptBefore[0])));
    add(asks.find((a) => a.step === keptBefore[1]));
    add(ownAsks.find((a) => !keptBefore.includes(a.step)));
    add(asks.find((a) => a.owner === other));
    add(asks.find((a) => a.step === keptBefore[2]));
    const facts: B[] = short ? [e.factPref(who(owner))] : [];
    for (const a of asks) facts.push(e.factAsk(a));
    return {
      prompt: e.prompt(who(owner), last),
      facts,
      scene: practiceScene('memory-store', config, ops, { askAt, revealAt: askAt + 1 }),
      choices: { mode: 'list', options: [options[0] as Choice, ...rng.shuffle(options.slice(1, 5))] },
      answer: dropped === null ? 'none' : `ask:${dropped}`,
      data: { owner, asks, dropped, keptBefore, question: last, revealStep: askAt + 1 },
    };
  },
  explain(q, given) {
    const d = q.data;
    const owner = who(d.owner);
    const because: B[] = [e.becauseCount(owner, d.keptBefore.length)];
    const at = (step: number) => d.asks.find((a) => a.step === step) as AskInfo;
    if (d.dropped !== null) because.push(e.becauseDropped(at(d.dropped).question, d.dropped));
    else because.push(e.becauseKept);
    const others = [...new Set(d.asks.filter((a) => a.owner !== d.owner).map((a) => a.owner))];
    if (others.length > 0) because.push(e.becauseOthers(who(others[0] as string)));
    const out: KindExplanation = {
      because,
      rule: d.dropped === null ? 'episodes-under-limit' : 'episodes-last-five',
    };
    if (given === undefined) return out;
    if (given === 'none') {
      out.broken = { rule: 'episodes-last-five', detail: e.brokeNone(owner, d.keptBefore.length) };
      return out;
    }
    const c = at(Number(given.slice('ask:'.length)));
    if (c.owner !== d.owner)
      out.broken = { rule: 'episodes-per-owner', detail: e.brokeOwner(who(c.owner), owner) };
    else if (!d.keptBefore.includes(c.step))
      out.broken = { rule: 'episodes-oldest-first', detail: e.brokeGone(c.question) };
    else if (d.dropped === null)
      out.broken = { rule: 'episodes-under-limit', detail: e.brokeUnder(owner, d.keptBefore.length + 1) };
    else
      out.broken = {
        rule: 'episodes-oldest-first',
        detail: e.brokeOldest(at(d.dropped).question, d.dropped),
      };
    return out;
  },
});
