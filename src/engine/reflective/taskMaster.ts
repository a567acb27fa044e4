/**
 * The seed's TaskMaster demo (seed 002, "Exemple d'utilisation"), replayed two ways with the scripted model that
 * answers as the seed's MockLLM:
 * - `logic: 'seed'` does what the seed's Python does once it runs at all (an `embed` defined, Python >= 3.12),
 *   faults 2 to 8 included: the literal two-character "\n" joining the summaries, the test for "NONE" while the
 *   model says "AUCUN", the split on a literal backslash-n, rules found by the substrings "si"/"alors", the concept
 *   embedding overwritten by its last fact, retrieval by any query word as a substring, Python reprs in the prompt.
 * - `logic: 'fixed'` fixes them: the engine's reflect, whole-word rules, every fact in the concept's text, and
 *   relevance-scored retrieval (terms, TASKMASTER_LEXICON, a minimum relevance) with readable prompt lines.
 * Both return the lines the program prints, in order.
 */
import { EpisodicBuffer, type Episode, type EpisodeInput } from './episodic';
import { SemanticStore } from './semantic';
import { reflect, episodeSummaryLine, isoTimestamp, summaryPrompt, extractionPrompt } from './reflection';
import { scriptedLlm, type Llm } from './llm';
import { manualClock } from '../core/clock';
import { termRelevance, TASKMASTER_LEXICON } from '../retrieval/terms';
import { pyList, pyRepr } from '../core/pyFormat';
import { BowEmbedder } from '../retrieval/embedder';

export const TASKMASTER_EPISODES: readonly EpisodeInput[] = Object.freeze([
  {
    thought: 'Pensée initiale',
    input: 'Trouver de nouveaux gigs de développement web',
    action: 'Cherché sur Upwork',
    outcome: 'Trouvé 5 pistes',
    feedback: 'Aucun retour spécifique',
  },
  {
    thought: 'Considérant le client',
    input: 'Examiner le client X pour un projet de dev web',
    action: 'Recherche sur le client X (secteur financier)',
    outcome: "Identification d'un conflit potentiel",
    feedback: 'Alex a exprimé une forte aversion pour les clients du secteur financier',
  },
  {
    thought: 'Affinement de la recherche',
    input: 'Trouver des gigs de dev web, éviter la finance',
    action: 'Cherché sur LinkedIn',
    outcome: 'Trouvé 3 pistes, aucune dans la finance',
    feedback: 'Bon progrès',
  },
]);

export const TASKMASTER_QUERIES = Object.freeze({
  fintech: "Devrais-je proposer à un nouveau client dans l'industrie fintech ?",
  general: "Quelle est ma stratégie générale pour l'acquisition de nouveaux clients ?",
});

/** Default start of the replay's clock: 2026-01-15 09:00 UTC; each episode one minute after the previous one. */
export const TASKMASTER_START = Date.UTC(2026, 0, 15, 9, 0, 0);
export const DEFAULT_MIN_RELEVANCE = 0.3;

export interface TaskMasterQueryTrace {
  query: string;
  /** Concepts put in the prompt. */
  retrieved: string[];
  /** Every concept's relevance to the query (fixed logic: term cosine; seed logic: 1 when the substring test matched). */
  relevance: { concept: string; value: number }[];
  prompt: string;
  answer: string;
}

export interface TaskMasterRun {
  logic: 'seed' | 'fixed';
  /** What the program prints, line by line. */
  lines: string[];
  /** Every prompt sent to the model, in order. */
  prompts: string[];
  queries: TaskMasterQueryTrace[];
  /** The semantic store at the end: concept → facts, rules. */
  store: { concept: string; facts: string[]; rules: string[] }[];
}

export interface TaskMasterOptions {
  logic: 'seed' | 'fixed';
  llm?: Llm;
  start?: number;
  minRelevance?: number;
  episodes?: readonly EpisodeInput[];
  queries?: readonly string[];
}

/** Python's repr of the seed's episode dict. */
function pyEpisodeDict(e: Episode): string {
  const entries: [string, string][] = [
    ['timestamp', isoTimestamp(e.at)],
    ['thought', e.thought],
    ['user_input', e.input],
    ['action', e.action],
    ['outcome', e.outcome],
    ['feedback', e.feedback],
  ];
  return `{${entries.map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
}

export function runTaskMaster(options: TaskMasterOptions): TaskMasterRun {
  const llm = options.llm ?? scriptedLlm;
  const clock = manualClock(options.start ?? TASKMASTER_START);
  const episodesIn = options.episodes ?? TASKMASTER_EPISODES;
  const queries = options.queries ?? [TASKMASTER_QUERIES.fintech, TASKMASTER_QUERIES.general];
  const minRelevance = options.minRelevance ?? DEFAULT_MIN_RELEVANCE;
  const out: string[] = [];
  const print = (s: string) => out.push(...s.split('\n'));
  const prompts: string[] = [];
  const ask = (p: string) => {
    prompts.push(p);
    return llm(p);
  };
  const buffer = new EpisodicBuffer({ now: clock.now });
  const traces: TaskMasterQueryTrace[] = [];

  // The seed's own store: concept -> { facts, rules, embedding } (faults 5 and 6 live here).
  const seedStore = new Map<string, { facts: string[]; rules: string[]; embedding: number[] | null }>();
  const embedder = new BowEmbedder();
  const store = new SemanticStore();

  episodesIn.forEach((ep, i) => {
    if (i > 0) clock.advance(60_000);
    const { episode } = buffer.add(ep);
    print(`Épisode ajouté : ${episode.action}`);
  });

  // memory.reflect_and_update_semantic(llm, num_recent_episodes=3)
  print("\nL'agent initie le processus de réflexion...");
  if (options.logic === 'seed') {
    const recent = buffer.recent(3);
    if (recent.length === 0) print('Aucun épisode récent sur lequel réfléchir.');
    else {
      // Fault 2 (Python >= 3.12): '\\n'.join(...) joins with a backslash and an n, not a line break.
      const takeaways = ask(summaryPrompt(recent, '\\n'));
      print(`LLM a généré les enseignements : ${takeaways}`);
      const extracted = ask(extractionPrompt(takeaways));
      print(`LLM a extrait les connaissances : ${extracted}`);
      // Fault 3: tests for "NONE" while the prompt and the model say "AUCUN".
      if (extracted !== 'NONE') {
        // Fault 4: split on a literal backslash-n.
        for (const line of extracted.split('\\n')) {
          if (!line.includes(':')) continue;
          const colon = line.indexOf(':');
          const concept = line.slice(0, colon).trim();
          const knowledge = line.slice(colon + 1).trim();
          let entry = seedStore.get(concept);
          if (!entry) {
            entry = { facts: [], rules: [], embedding: null };
            seedStore.set(concept, entry);
          }
          // Fault 5: substrings, so "aussi", "décision", "position" make rules.
          const low = knowledge.toLowerCase();
          if (low.includes('si') || low.includes('alors')) entry.rules.push(knowledge);
          else entry.facts.push(knowledge);
          // Fault 6: the concept's embedding becomes that of its last knowledge only.
          entry.embedding = embedder.embed(`${concept}: ${knowledge}`);
          print(`Magasin sémantique mis à jour pour '${concept}' avec : ${knowledge}`);
        }
      }
    }
  } else {
    const r = reflect(buffer, store, (p) => ask(p), { recent: 3 });
    if (r.episodes.length === 0) print('Aucun épisode récent sur lequel réfléchir.');
    else {
      print(`LLM a généré les enseignements : ${r.takeaways}`);
      print(`LLM a extrait les connaissances : ${r.extractedText}`);
      for (const a of r.added)
        print(`Magasin sémantique mis à jour pour '${a.concept}' avec : ${a.knowledge}`);
    }
  }

  const retrieve = (query: string): string => {
    if (options.logic === 'seed') {
      const info: string[] = [];
      const relevance: { concept: string; value: number }[] = [];
      const qLow = query.toLowerCase();
      const qWords = qLow.split(/\s+/).filter((w) => w.length > 0);
      const retrieved: string[] = [];
      for (const [concept, data] of seedStore) {
        // Fault 7: any query word as a substring of any fact or rule ("de" is in "des").
        const all = [...data.facts, ...data.rules];
        const hit =
          qLow.includes(concept.toLowerCase()) ||
          qWords.some((w) => all.some((f) => f.toLowerCase().includes(w)));
        relevance.push({ concept, value: hit ? 1 : 0 });
        if (hit) {
          retrieved.push(concept);
          // Fault 8: Python reprs of lists in the prompt.
          info.push(`Concept : ${concept}, Faits : ${pyList(data.facts)}, Règles : ${pyList(data.rules)}`);
        }
      }
      const recent = buffer.recent(3).map(pyEpisodeDict);
      const prompt = `Sur la base de la requête '${query}', voici des connaissances pertinentes de haut niveau :\n${pyList(info)}\n\nVoici quelques expériences récentes :\n[${recent.join(', ')}]\n\nSynthétisez ces informations pour répondre à la requête ou guider l'action :`;
      const answer = ask(prompt);
      traces.push({ query, retrieved, relevance, prompt, answer });
      return answer;
    }
    const relevance = store.concepts().map((concept) => ({
      concept,
      value: termRelevance(query, store.conceptText(concept) ?? '', TASKMASTER_LEXICON),
    }));
    const retrieved = relevance
      .filter((r) => r.value >= minRelevance)
      .sort((a, b) => b.value - a.value)
      .map((r) => r.concept);
    const knowledgeLines = retrieved.flatMap((concept) => {
      const k = store.get(concept) ?? { facts: [], rules: [] };
      return [
        ...k.facts.map((f) => `- ${concept} (fait) : ${f}`),
        ...k.rules.map((f) => `- ${concept} (règle) : ${f}`),
      ];
    });
    const recent = buffer.recent(3).map((e) => `- ${episodeSummaryLine(e)}`);
    const prompt = `Sur la base de la requête '${query}', voici des connaissances pertinentes de haut niveau :\n${
      knowledgeLines.length > 0 ? knowledgeLines.join('\n') : '- (aucune)'
    }\n\nVoici quelques expériences récentes :\n${recent.join('\n')}\n\nSynthétisez ces informations pour répondre à la requête ou guider l'action :`;
    const answer = ask(prompt);
    traces.push({ query, retrieved, relevance, prompt, answer });
    return answer;
  };

  queries.forEach((q, i) => {
    if (i === 0) {
      print("\n--- L'agent reçoit une nouvelle requête ---");
      print(`\nRéponse de l'agent à la requête : ${retrieve(q)}`);
    } else {
      print('\n--- Une autre requête générale ---');
      print(`\nRéponse de l'agent à la requête générale : ${retrieve(q)}`);
    }
  });

  const finalStore =
    options.logic === 'seed'
      ? [...seedStore].map(([concept, d]) => ({ concept, facts: d.facts.slice(), rules: d.rules.slice() }))
      : store.concepts().map((concept) => ({ concept, ...(store.get(concept) ?? { facts: [], rules: [] }) }));
  return { logic: options.logic, lines: out, prompts, queries: traces, store: finalStore };
}
